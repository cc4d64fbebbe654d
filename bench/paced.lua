-- Rotates through the URLs in the file named by the URLS environment variable and paces each
-- connection with a delay (DELAY_MS), so `connections × 1000 / (delay + latency)` sets the rate.
local urls = {}
local counter = 0
local delay_ms = tonumber(os.getenv("DELAY_MS") or "0")

function init(args)
  for line in io.lines(os.getenv("URLS")) do
    if #line > 0 then urls[#urls + 1] = line end
  end
  -- Each thread starts at a different place in the list.
  counter = math.random(#urls)
end

function request()
  counter = counter % #urls + 1
  return wrk.format("GET", urls[counter])
end

function delay()
  return delay_ms
end

dofile("bench/report.lua")
