-- Arithmetic, integers and floats, strings, tables, control flow.
assert(1 + 2 * 3 == 7)
assert(7 // 2 == 3 and 7 % 3 == 1 and -7 // 2 == -4)
assert(2^10 == 1024.0 and math.type(2^10) == "float")
assert(math.type(1 << 62) == "integer" and (1 << 63) == math.mininteger)
assert(math.maxinteger + 1 == math.mininteger)
assert(3 / 2 == 1.5 and 0x10 == 16 and 1e2 == 100)
assert(tostring(1/0) == "inf" and (0/0) ~= (0/0))
assert(#"hello" == 5 and ("x"):rep(3, ",") == "x,x,x")
assert(string.format("%5.2f|%d|%s|%x", 3.14159, 42, "s", 255) == " 3.14|42|s|ff")
local t = {}
for i = 1, 100 do t[i] = i * i end
assert(#t == 100 and t[10] == 100)
local sum = 0
for _, v in ipairs(t) do sum = sum + v end
assert(sum == 338350)
local n = 0
for k, v in pairs({a = 1, b = 2, c = 3}) do n = n + v end
assert(n == 6)
local i = 0
while true do
  i = i + 1
  if i > 10 then break end
end
assert(i == 11)
repeat i = i - 1 until i == 0
for j = 1, 3 do
  for k = 1, 3 do
    if k == 2 then goto continue end
    i = i + 1
    ::continue::
  end
end
assert(i == 6)
assert(select("#", 1, nil, 3) == 3 and select(2, "a", "b", "c") == "b")
return true
