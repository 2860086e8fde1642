-- String library patterns, table library, metatables, utf8, integer/string conversion, GC.
assert(("hello world"):find("o w") == 5)
assert(("key = value"):match("(%w+)%s*=%s*(%w+)") == "key")
local words = {}
for w in ("the quick brown fox"):gmatch("%a+") do words[#words + 1] = w end
assert(#words == 4 and words[3] == "brown")
assert(("abc"):gsub("%w", "%0%0") == "aabbcc")
assert(("  trim  "):match("^%s*(.-)%s*$") == "trim")
assert(("%d"):format(3) == "3" and ("x"):byte() == 120 and string.char(72, 105) == "Hi")
assert(tostring(12):rep(2) == "1212" and tonumber("0x1F") == 31 and tonumber("  10  ") == 10)
assert(tonumber("z", 36) == 35 and math.tointeger(3.0) == 3)

local t = {5, 2, 8, 1, 9, 3}
table.sort(t)
assert(table.concat(t, " ") == "1 2 3 5 8 9")
table.sort(t, function(a, b) return a > b end)
assert(t[1] == 9)
table.insert(t, 1, 100)
assert(table.remove(t) == 1 and t[1] == 100 and #t == 6)
assert(select(2, table.unpack({1, 2, 3})) == 2)
local moved = table.move({1, 2, 3}, 1, 3, 2, {})
assert(moved[2] == 1 and moved[4] == 3)

local Vec = {}
Vec.__index = Vec
Vec.__add = function(a, b) return setmetatable({x = a.x + b.x, y = a.y + b.y}, Vec) end
Vec.__eq = function(a, b) return a.x == b.x and a.y == b.y end
Vec.__tostring = function(v) return "(" .. v.x .. "," .. v.y .. ")" end
Vec.__len = function() return 2 end
function Vec.new(x, y) return setmetatable({x = x, y = y}, Vec) end
function Vec:dot(o) return self.x * o.x + self.y * o.y end
local a, b = Vec.new(1, 2), Vec.new(3, 4)
assert(tostring(a + b) == "(4,6)" and a + b == Vec.new(4, 6) and a:dot(b) == 11 and #a == 2)
local defaults = setmetatable({}, {__index = function(_, k) return k .. "!" end})
assert(defaults.hi == "hi!")

assert(utf8.len("héllo") == 5 and utf8.char(0x48, 0x49) == "HI")
local big = {}
for i = 1, 100000 do big[i] = tostring(i) end
big = nil
collectgarbage()
assert(collectgarbage("count") > 0)
assert(string.pack and #string.pack("i4", 7) == 4 and string.unpack("i4", string.pack("i4", -5)) == -5)
assert(os.time{year = 2020, month = 1, day = 1, hour = 12} > 0)
return true
