-- POSTs analytics batches of 10 events (SPEC §3/§7 shape) to /api/analytics/batch, each from one
-- of many sessions in turn, paced like paced.lua (DELAY_MS per connection).
local delay_ms = tonumber(os.getenv("DELAY_MS") or "0")
local sessions = tonumber(os.getenv("SESSIONS") or "20000")
local counter = 0
local names = { "property_viewed", "property_viewed", "property_viewed", "search_submitted",
  "chat_link_clicked", "property_viewed", "phone_call_clicked", "property_viewed",
  "property_viewed", "exit_intent" }

function init(args)
  counter = math.random(sessions)
end

local function batch(session)
  local now = os.time() * 1000
  local events = {}
  for i = 1, 10 do
    local name = names[i]
    local data
    if name == "search_submitted" then
      data = '{"location":"moinabad","guests":6,"bookingType":"half_day"}'
    elseif name == "exit_intent" then
      data = '{"source":"home"}'
    else
      data = string.format('{"propertyId":%d,"source":"search"}', (session + i) % 400 + 1)
    end
    events[i] = string.format('{"eventName":"%s","eventData":%s,"timestamp":%d,"sessionId":"bench-%d"}',
      name, data, now, session)
  end
  return string.format('{"events":[%s],"metadata":{"sessionId":"bench-%d","userAgent":"Mozilla/5.0 (Linux; Android 14) Mobile","url":"/property/bench","referrer":""}}',
    table.concat(events, ","), session)
end

function request()
  counter = counter % sessions + 1
  return wrk.format("POST", "/api/analytics/batch", { ["Content-Type"] = "application/json" }, batch(counter))
end

function delay()
  return delay_ms
end

dofile("bench/report.lua")
