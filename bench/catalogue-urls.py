#!/usr/bin/env python3
"""The catalogue benchmarks' URL lists, read from a running server: real localities, slugs, dates
and filters. Usage: catalogue-urls.py BASE_URL OUT_DIR; writes search.urls, property.urls and
healthz.urls into OUT_DIR (scripts/bench.sh, scripts/ab-catalogue.sh)."""
import json, random, sys, urllib.request, datetime
base, out = sys.argv[1], sys.argv[2]
get = lambda p: json.load(urllib.request.urlopen(base + p))
random.seed(7)
locs = [l["slug"] for l in get("/api/v1/properties/locations/statistics")["data"]]
amen = [a["slug"] for a in get("/api/v1/catalogue/filters")["data"]["amenities"]]
slugs = []
for page in range(1, 11):
    slugs += [p["slug"] for p in get(f"/api/v1/properties?perPage=100&page={page}&sort=price_asc")["data"]]
today = datetime.date.today()
search = []
for _ in range(2000):
    d = today + datetime.timedelta(days=random.randint(1, 90))
    q = {"location": random.choice(locs), "checkIn": d.isoformat(), "guests": random.randint(2, 30),
         "bookingType": random.choice(["half_day", "full_day"]), "sort": random.choice(["recommended", "price_asc", "rating", "distance"])}
    if random.random() < 0.5:
        q["amenities"] = ",".join(random.sample(amen, 2))
    if random.random() < 0.4:
        q["minPrice"], q["maxPrice"] = 4000, random.choice([12000, 18000, 25000])
    if q["bookingType"] == "full_day" and random.random() < 0.3:
        q["checkOut"] = (d + datetime.timedelta(days=2)).isoformat()
    search.append("/api/v1/properties?" + "&".join(f"{k}={v}" for k, v in q.items()))
open(f"{out}/search.urls", "w").write("\n".join(search) + "\n")
open(f"{out}/property.urls", "w").write("\n".join(f"/api/v1/properties/{s}" for s in slugs) + "\n")
open(f"{out}/healthz.urls", "w").write("/healthz\n")
print(f"{len(search)} search URLs, {len(slugs)} property slugs")
