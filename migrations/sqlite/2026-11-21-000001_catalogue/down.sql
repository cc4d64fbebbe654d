DROP TABLE held_intervals;
DROP TABLE reviews;
DROP TABLE property_amenities;
DROP TABLE amenities;
DROP TABLE property_images;
DROP TABLE properties;
DROP TABLE locations;
DROP TABLE users;
