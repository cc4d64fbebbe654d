-- POSTs analytics batches of 10 events (PRODUCT.md §3/§7 shape) to /api/analytics/batch, each from one
-- of many sessions in turn, paced like paced.lua (DELAY_MS per connection).
local delay_ms = tonumber(os.getenv("DELAY_MS") or "0")
local sessions = tonumber(os.getenv("SESSIONS") or "20000")
local counter = 0
local names = { "property_viewed", "property_viewed", "property_viewed", "search_submitted",
  "chat_link_clicked", "property_viewed", "phone_call_clicked", "property_viewed",
  "property_viewed", "exit_intent" }

local threads = {}
-- Per thread: events the server took (the 202 answers' "accepted"), and answers by status.
accepted = 0
statuses = {}

function setup(thread)
  thread:set("seed", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  -- Each thread starts at its own place among the sessions.
  math.randomseed(seed * 7919)
  counter = math.random(sessions)
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  local n = body and body:match('"accepted":(%d+)')
  if n then accepted = accepted + tonumber(n) end
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
    events[i] = string.format('{"eventName":"%s","eventData":%s,"timestamp":%d,"sessionId":"bench-session-%06d"}',
      name, data, now, session)
  end
  return string.format('{"events":[%s],"metadata":{"sessionId":"bench-session-%06d","userAgent":"Mozilla/5.0 (Linux; Android 14) Mobile","url":"/property/bench","referrer":""}}',
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
local report = done
function done(summary, latency, requests)
  report(summary, latency, requests)
  local taken, by_status = 0, {}
  for _, thread in ipairs(threads) do
    taken = taken + thread:get("accepted")
    for status, n in pairs(thread:get("statuses")) do
      by_status[status] = (by_status[status] or 0) + n
    end
  end
  local parts = {}
  for status, n in pairs(by_status) do parts[#parts + 1] = status .. ":" .. n end
  table.sort(parts)
  io.write(string.format("INGEST accepted_events=%d events_per_s=%.0f statuses=%s\n",
    taken, taken / (summary.duration / 1e6), table.concat(parts, ",")))
end
