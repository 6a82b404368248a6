-- wrk script: cycles through the requests in WRK_PATHS_FILE, one per line, either
-- a bare path or "path<TAB>header value<TAB>body" (the header named by
-- WRK_ROW_HEADER, e.g. a guest id per shopper), and prints one JSON line with the
-- request count and latency percentiles (ms) when done. One bare path is sent as
-- wrk's static request (no `request` function: wrk then writes one prebuilt buffer
-- instead of calling Lua for every request), so the load generator takes as little
-- of the 2 cores as it can.
local paths = {}
local rows = {}
local file = os.getenv("WRK_PATHS_FILE")
local rowHeader = os.getenv("WRK_ROW_HEADER")
if file then
  for line in io.lines(file) do
    if #line > 0 then
      local p, h, b = string.match(line, "^([^\t]*)\t([^\t]*)\t(.*)$")
      if p then
        table.insert(paths, p)
        rows[#paths] = { header = h, body = b }
      else
        table.insert(paths, line)
      end
    end
  end
end
local index = 0
local method = os.getenv("WRK_METHOD") or "GET"
local body = os.getenv("WRK_BODY")
local static = #paths <= 1 and next(rows) == nil

init = function(args)
  local headers = os.getenv("WRK_HEADERS")
  if headers then
    for name, value in string.gmatch(headers, "([^:\n]+):%s*([^\n]+)") do
      wrk.headers[name] = value
    end
  end
  if static then
    -- wrk.init formats the one request from these once this returns.
    wrk.method = method
    wrk.body = body
    if paths[1] then
      wrk.path = paths[1]
    end
  end
end

-- Only defined when requests differ: wrk calls it for every request once it exists.
local dynamic = function()
  local path = nil
  if #paths > 0 then
    index = index + 1
    local i = (index % #paths) + 1
    path = paths[i]
    local row = rows[i]
    if row then
      local headers = {}
      for name, value in pairs(wrk.headers) do headers[name] = value end
      if rowHeader and #row.header > 0 then headers[rowHeader] = row.header end
      return wrk.format(method, path, headers, #row.body > 0 and row.body or body)
    end
  end
  return wrk.format(method, path, nil, body)
end
if not static then
  request = dynamic
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"duration_us":%d,"errors":%d,"non2xx":%d,"p50":%.3f,"p95":%.3f,"p99":%.3f}\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000))
end
