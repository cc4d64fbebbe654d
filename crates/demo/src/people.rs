//! The demo accounts (fixed phones, listed in the README) and the names reviewers sign with.

pub struct Person {
    pub phone: &'static str,
    pub full_name: &'static str,
    pub email: &'static str,
}

/// Admin account: signs in at /admin/login with an OTP to this phone.
pub const ADMIN: Person = Person {
    phone: "+919000000000",
    full_name: "Aditi Rao",
    email: "aditi.rao@hyderabadescapes.in",
};

/// Owners 9000000001–9000000009; each owns some demo properties.
pub const OWNERS: &[Person] = &[
    Person {
        phone: "+919000000001",
        full_name: "Ravi Kumar Reddy",
        email: "ravi.reddy@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000002",
        full_name: "Lakshmi Prasanna Goud",
        email: "lakshmi.goud@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000003",
        full_name: "Srinivas Rao Kondapalli",
        email: "srinivas.kondapalli@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000004",
        full_name: "Mohammed Irfan Qureshi",
        email: "irfan.qureshi@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000005",
        full_name: "Padmaja Venkatesh",
        email: "padmaja.venkatesh@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000006",
        full_name: "Venkata Ramana Chary",
        email: "ramana.chary@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000007",
        full_name: "Syed Ameenuddin",
        email: "syed.ameenuddin@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000008",
        full_name: "Anitha Yadav",
        email: "anitha.yadav@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000009",
        full_name: "Karthik Varma Penmetsa",
        email: "karthik.varma@demo.hyderabadescapes.in",
    },
];

/// Guests 9000000101–9000000120.
pub const GUESTS: &[Person] = &[
    Person {
        phone: "+919000000101",
        full_name: "Sravani Kondaveeti",
        email: "sravani.k@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000102",
        full_name: "Harsha Vardhan Reddy",
        email: "harsha.vardhan@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000103",
        full_name: "Pooja Sharma",
        email: "pooja.sharma@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000104",
        full_name: "Sai Teja Goud",
        email: "saiteja.goud@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000105",
        full_name: "Fatima Begum",
        email: "fatima.begum@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000106",
        full_name: "Nikhil Rao Jupally",
        email: "nikhil.jupally@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000107",
        full_name: "Divya Bharathi",
        email: "divya.bharathi@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000108",
        full_name: "Arjun Menon",
        email: "arjun.menon@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000109",
        full_name: "Keerthi Naidu",
        email: "keerthi.naidu@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000110",
        full_name: "Vamshi Krishna Ch",
        email: "vamshi.krishna@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000111",
        full_name: "Shruti Agarwal",
        email: "shruti.agarwal@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000112",
        full_name: "Abdul Rahman Khan",
        email: "abdul.rahman@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000113",
        full_name: "Meghana Tummala",
        email: "meghana.tummala@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000114",
        full_name: "Pranav Kulkarni",
        email: "pranav.kulkarni@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000115",
        full_name: "Swathi Gupta",
        email: "swathi.gupta@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000116",
        full_name: "Tarun Chowdary",
        email: "tarun.chowdary@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000117",
        full_name: "Ayesha Siddiqui",
        email: "ayesha.siddiqui@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000118",
        full_name: "Manoj Patel",
        email: "manoj.patel@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000119",
        full_name: "Bhavana Yerramsetti",
        email: "bhavana.y@demo.hyderabadescapes.in",
    },
    Person {
        phone: "+919000000120",
        full_name: "Rohit Varma",
        email: "rohit.varma@demo.hyderabadescapes.in",
    },
];

/// Guests who stayed and reviewed, beside the demo guests: each has an account (phone
/// [`reviewer_phone`]) and is shown as "first name + initial" like the guests.
pub const REVIEWER_NAMES: &[&str] = &[
    "Jyothi K.",
    "Rajesh M.",
    "Anusha P.",
    "Kiran B.",
    "Sameer A.",
    "Lavanya R.",
    "Praveen G.",
    "Sneha V.",
    "Naveen T.",
    "Haritha S.",
    "Imran H.",
    "Deepika N.",
    "Suresh Y.",
    "Madhavi L.",
    "Rakesh C.",
    "Soumya D.",
    "Vinay K.",
    "Zoya F.",
    "Chaitanya P.",
    "Ramya J.",
    "Aditya S.",
    "Shirisha M.",
    "Mahesh E.",
    "Prathyusha G.",
    "Farhan Q.",
    "Tejaswini R.",
    "Vijay N.",
    "Harini A.",
    "Santosh B.",
    "Nandini C.",
    "Sandeep V.",
    "Rukhsar B.",
    "Srikanth D.",
    "Akhila T.",
    "Gopal K.",
    "Mounika S.",
    "Ashwin I.",
    "Swapna U.",
    "Yusuf M.",
    "Bindu P.",
];

/// The phone of the reviewer `REVIEWER_NAMES[i]`: +91 90000 020NN, beside the demo guests' 01NN.
pub fn reviewer_phone(i: usize) -> String {
    format!("+9190000020{i:02}")
}

/// "Sravani Kondaveeti" → "Sravani K.", as reviews show a guest's name.
pub fn short_name(full_name: &str) -> String {
    let mut parts = full_name.split_whitespace();
    let first = parts.next().unwrap_or("Guest");
    match parts.last() {
        Some(last) => format!("{first} {}.", last.chars().next().unwrap_or('G')),
        None => first.to_string(),
    }
}

/// Caretakers named in check-in notes and reviews.
pub const CARETAKERS: &[&str] = &[
    "Ramulu",
    "Yadagiri",
    "Mallesh",
    "Anjaiah",
    "Narsimha",
    "Balraj",
    "Kistaiah",
    "Sailu",
    "Venkatesh",
    "Pochaiah",
    "Raju",
    "Srisailam",
    "Lingam",
    "Jangaiah",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_short_names_keep_the_first_name_and_an_initial() {
        assert_eq!(short_name("Sravani Kondaveeti"), "Sravani K.");
        assert_eq!(short_name("Harsha Vardhan Reddy"), "Harsha R.");
        assert_eq!(short_name("Madhu"), "Madhu");
    }

    #[test]
    fn seed_demo_phones_follow_the_readme() {
        assert_eq!(OWNERS.len(), 9);
        assert_eq!(GUESTS.len(), 20);
        for (i, o) in OWNERS.iter().enumerate() {
            assert_eq!(o.phone, format!("+91900000000{}", i + 1));
        }
        for (i, g) in GUESTS.iter().enumerate() {
            assert_eq!(g.phone, format!("+91900000{:04}", 101 + i));
        }
    }
}
