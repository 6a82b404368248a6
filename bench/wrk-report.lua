-- wrk script: cycles through the paths in WRK_PATHS_FILE (one per line) and
-- prints one JSON line with req count and latency percentiles (ms) when done.
local paths = {}
local file = os.getenv("WRK_PATHS_FILE")
if file then
  for line in io.lines(file) do
    if #line > 0 then table.insert(paths, line) end
  end
end
local index = 0
local method = os.getenv("WRK_METHOD") or "GET"
local body = os.getenv("WRK_BODY")

init = function(args)
  local headers = os.getenv("WRK_HEADERS")
  if headers then
    for name, value in string.gmatch(headers, "([^:\n]+):%s*([^\n]+)") do
      wrk.headers[name] = value
    end
  end
end

request = function()
  local path = nil
  if #paths > 0 then
    index = index + 1
    path = paths[(index % #paths) + 1]
  end
  return wrk.format(method, path, nil, body)
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"duration_us":%d,"errors":%d,"non2xx":%d,"p50":%.3f,"p95":%.3f,"p99":%.3f}\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000))
end
