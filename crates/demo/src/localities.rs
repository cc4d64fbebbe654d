//! The real localities around Hyderabad the demo catalogue is spread over, with what a guest
//! would want to know about each and the bits (roads, PIN code, landmark) that make addresses
//! and directions believable.

pub struct Locality {
    pub name: &'static str,
    pub district: &'static str,
    pub latitude: f64,
    pub longitude: f64,
    pub description: &'static str,
    pub pin: &'static str,
    pub roads: &'static [&'static str],
    /// What directions are given from ("after the … turn left").
    pub landmark: &'static str,
    /// One clause on the setting, used inside property descriptions.
    pub setting: &'static str,
}

impl Locality {
    pub fn slug(&self) -> String {
        slug::slugify(self.name)
    }
}

pub const LOCALITIES: &[Locality] = &[
    Locality {
        name: "Moinabad",
        district: "Ranga Reddy",
        latitude: 17.3260,
        longitude: 78.2697,
        description: "Hyderabad's favourite farmhouse belt, a 45-minute drive from the Outer Ring Road along \
            the Chevella road. Mango orchards, guava groves and quiet village lanes make it the easy \
            choice for birthday lunches, family get-togethers and overnight pool parties.",
        pin: "501504",
        roads: &["Aziz Nagar Road", "Himayat Nagar Road", "Chevella Road", "Kanakamamidi Road"],
        landmark: "Moinabad police station",
        setting: "among the mango orchards off the Chevella road",
    },
    Locality {
        name: "Shankarpally",
        district: "Ranga Reddy",
        latitude: 17.4560,
        longitude: 78.1310,
        description: "Open farmland west of the city beyond Mokila, where the air is noticeably cooler after \
            sunset. Large plots with lawns and cricket pitches make it popular for corporate \
            off-sites and big family functions.",
        pin: "501203",
        roads: &["Mokila Road", "Kondakal Road", "Shankarpally–Chevella Road", "Janwada Road"],
        landmark: "Shankarpally railway station",
        setting: "on open farmland past Mokila",
    },
    Locality {
        name: "Chevella",
        district: "Ranga Reddy",
        latitude: 17.3067,
        longitude: 78.1353,
        description: "Red-soil countryside on the Vikarabad highway, with banyan-lined roads and wide views \
            over the fields. Quieter and a little farther out than Moinabad, so weekends here \
            feel properly away from the city.",
        pin: "501503",
        roads: &["Vikarabad Highway", "Mudimyal Road", "Chevella–Shabad Road", "Alur Road"],
        landmark: "Chevella bus depot",
        setting: "in the red-soil fields along the Vikarabad highway",
    },
    Locality {
        name: "Gandipet",
        district: "Ranga Reddy",
        latitude: 17.3860,
        longitude: 78.3060,
        description: "The countryside around Osman Sagar lake, barely 20 minutes from the Financial District. \
            Lake breezes, evening walks on the bund and short drives make it ideal for a \
            weeknight getaway or a team dinner.",
        pin: "500075",
        roads: &["Osman Sagar Road", "Kokapet Road", "CBIT Road", "Gandipet Main Road"],
        landmark: "Osman Sagar bund",
        setting: "a short walk from the Osman Sagar lake bund",
    },
    Locality {
        name: "Shamirpet",
        district: "Medchal–Malkajgiri",
        latitude: 17.5950,
        longitude: 78.5670,
        description: "North of the city off the Rajiv Rahadari, known for Shamirpet lake and the deer park. \
            Rocky hillocks and lakeside farms make it a favourite for sunrise walks, bird watching \
            and relaxed weekends with the kids.",
        pin: "500078",
        roads: &["Rajiv Rahadari (SH-1)", "Shamirpet Lake Road", "Turkapally Road", "Aliabad Road"],
        landmark: "Shamirpet lake",
        setting: "near Shamirpet lake and its rocky hillocks",
    },
    Locality {
        name: "Medchal",
        district: "Medchal–Malkajgiri",
        latitude: 17.6297,
        longitude: 78.4814,
        description: "Easy to reach on NH 44 and the Outer Ring Road, with farms set back from the highway \
            behind rows of neem and teak. A practical pick for groups coming from Secunderabad, \
            Kompally and Bowenpally.",
        pin: "501401",
        roads: &["NH 44 service road", "Gundlapochampally Road", "Kistapur Road", "Athvelly Road"],
        landmark: "Medchal checkpost",
        setting: "behind rows of neem and teak off NH 44",
    },
    Locality {
        name: "Vikarabad",
        district: "Vikarabad",
        latitude: 17.3381,
        longitude: 77.9044,
        description: "Gateway to the forested Ananthagiri Hills, about 75 km west of the city. Cooler weather, \
            misty monsoon mornings and forest trails make it worth the longer drive for a full \
            weekend.",
        pin: "501101",
        roads: &["Ananthagiri Road", "Dharur Road", "Vikarabad–Tandur Road", "Kerelli Road"],
        landmark: "Ananthagiri temple arch",
        setting: "at the edge of the Ananthagiri forest",
    },
    Locality {
        name: "Ibrahimpatnam",
        district: "Ranga Reddy",
        latitude: 17.1920,
        longitude: 78.6500,
        description: "South-east of the city on the Nagarjuna Sagar highway, around the old Ibrahimpatnam \
            lake. Spacious plots at friendly prices, with big lawns for cricket and \
            open-air dinners.",
        pin: "501506",
        roads: &["Nagarjuna Sagar Highway", "Ibrahimpatnam Lake Road", "Mangalpally Road", "Yacharam Road"],
        landmark: "Ibrahimpatnam lake",
        setting: "near the Ibrahimpatnam lake on the Sagar highway",
    },
    Locality {
        name: "Kandukur",
        district: "Ranga Reddy",
        latitude: 17.1780,
        longitude: 78.5350,
        description: "Rolling farmland south of the city beyond Maheshwaram, dotted with granite boulders and \
            custard-apple orchards. Close to the Srisailam highway and the airport, yet \
            surprisingly quiet.",
        pin: "501359",
        roads: &["Kandukur–Maheshwaram Road", "Tummaloor Road", "Srisailam Highway", "Dasarlapally Road"],
        landmark: "Kandukur mandal office",
        setting: "among granite boulders and custard-apple orchards",
    },
    Locality {
        name: "Shadnagar",
        district: "Ranga Reddy",
        latitude: 17.0717,
        longitude: 78.2030,
        description: "On the Bengaluru highway about an hour south of the city, where cotton fields and palm \
            groves stretch to the horizon. Farmhouses here are large and good value for big \
            groups staying the night.",
        pin: "509216",
        roads: &["NH 44 (Bengaluru Highway)", "Farooqnagar Road", "Kothur Road", "Chegur Road"],
        landmark: "Shadnagar bus stand",
        setting: "among cotton fields and palm groves off the Bengaluru highway",
    },
    Locality {
        name: "Bhongir",
        district: "Yadadri Bhuvanagiri",
        latitude: 17.5107,
        longitude: 78.8889,
        description: "Home to the striking monolithic Bhongir fort and a short drive from Yadagirigutta. \
            Farm stays here pair a morning climb up the fort with a lazy afternoon by the pool.",
        pin: "508116",
        roads: &["Bhongir Fort Road", "Yadagirigutta Road", "Raigir Road", "Warangal Highway"],
        landmark: "Bhongir fort",
        setting: "within sight of the Bhongir fort rock",
    },
    Locality {
        name: "Keesara",
        district: "Medchal–Malkajgiri",
        latitude: 17.5230,
        longitude: 78.6700,
        description: "Around the Keesaragutta temple hill on the north-eastern edge of the city. Green, \
            gently hilly and close to ECIL and Sainikpuri, it suits day outings without a long \
            drive.",
        pin: "501301",
        roads: &["Keesaragutta Road", "Bogaram Road", "Cheeryal Road", "Rampally Road"],
        landmark: "Keesaragutta temple arch",
        setting: "on the green slopes around Keesaragutta",
    },
    Locality {
        name: "Narsapur",
        district: "Medak",
        latitude: 17.7375,
        longitude: 78.2836,
        description: "Next to the Narsapur reserve forest, an hour north-west of the city. Tall trees, \
            peacocks in the fields and dark, starry skies make it the place for bonfires and \
            nature walks.",
        pin: "502313",
        roads: &["Narsapur Forest Road", "Jinnaram Road", "Medak Road", "Gummadidala Road"],
        landmark: "Narsapur forest check post",
        setting: "beside the Narsapur reserve forest",
    },
    Locality {
        name: "Ghatkesar",
        district: "Medchal–Malkajgiri",
        latitude: 17.4500,
        longitude: 78.6850,
        description: "On the Warangal highway just beyond the Outer Ring Road, quick to reach from Uppal and \
            LB Nagar. Farmhouses sit among paddy fields and small lakes, handy for a Sunday pool \
            party.",
        pin: "501301",
        roads: &["Warangal Highway", "Edulabad Road", "Annojiguda Road", "Ankushapur Road"],
        landmark: "Ghatkesar railway station",
        setting: "among paddy fields and small lakes off the Warangal highway",
    },
    Locality {
        name: "Chilkur",
        district: "Ranga Reddy",
        latitude: 17.3557,
        longitude: 78.2970,
        description: "Best known for the Chilkur Balaji temple, with farms spread between Himayat Sagar and \
            Moinabad. Close to Gachibowli and the airport, so guests often combine a temple \
            visit with a relaxed day out.",
        pin: "501504",
        roads: &["Chilkur Balaji Temple Road", "Himayat Sagar Road", "Aziz Nagar–Chilkur Road"],
        landmark: "Chilkur Balaji temple arch",
        setting: "between Himayat Sagar and the Chilkur Balaji temple",
    },
    Locality {
        name: "Maheshwaram",
        district: "Ranga Reddy",
        latitude: 17.1330,
        longitude: 78.4400,
        description: "South of the airport on the Srisailam highway, a fast-growing area that still has plenty \
            of orchards and open land. Quick to reach on the ORR, with roomy farmhouses for \
            overnight stays.",
        pin: "501359",
        roads: &["Srisailam Highway", "Tukkuguda Road", "Maheshwaram–Kandukur Road", "Mankhal Road"],
        landmark: "Maheshwaram gate",
        setting: "among orchards off the Srisailam highway",
    },
    Locality {
        name: "Shamshabad",
        district: "Ranga Reddy",
        latitude: 17.2543,
        longitude: 78.4051,
        description: "Right by Rajiv Gandhi International Airport, with farms tucked away on the roads to \
            Kothur and Mucherla. Perfect for a get-together before a late flight or for \
            relatives flying in.",
        pin: "501218",
        roads: &["Airport Approach Road", "Kothwalguda Road", "Palmakul Road", "Bahadurguda Road"],
        landmark: "Shamshabad toll plaza",
        setting: "a short drive from the airport",
    },
];
