-- Closures, upvalues, varargs, coroutines, error handling.
local function counter()
  local c = 0
  return function() c = c + 1; return c end
end
local c1, c2 = counter(), counter()
c1(); c1()
assert(c1() == 3 and c2() == 1)

local function sum(...)
  local s = 0
  for _, v in ipairs({...}) do s = s + v end
  return s, select("#", ...)
end
local s, n = sum(1, 2, 3, 4)
assert(s == 10 and n == 4)

local gen = coroutine.wrap(function()
  for i = 1, 5 do coroutine.yield(i * i) end
  return "done"
end)
local squares = {}
for _ = 1, 5 do squares[#squares + 1] = gen() end
assert(table.concat(squares, ",") == "1,4,9,16,25" and gen() == "done")

local co = coroutine.create(function(a, b)
  local c = coroutine.yield(a + b)
  local d, e = coroutine.yield(c * 2)
  return d + e
end)
local ok, v = coroutine.resume(co, 1, 2)
assert(ok and v == 3)
ok, v = coroutine.resume(co, 10)
assert(ok and v == 20)
ok, v = coroutine.resume(co, 3, 4)
assert(ok and v == 7 and coroutine.status(co) == "dead")

local ok2, err = pcall(function() error({code = 42}) end)
assert(not ok2 and err.code == 42)
local ok3, msg = pcall(function() local x = nil; return x.field end)
assert(not ok3 and msg:find("attempt to index"))
local trace = {}
local ok4 = xpcall(function() error("boom") end, function(m) trace[1] = m; return m end)
assert(not ok4 and trace[1]:find("boom"))

local function fib(k) if k < 2 then return k end return fib(k - 1) + fib(k - 2) end
assert(fib(25) == 75025)
local function tail(k, acc) if k == 0 then return acc end return tail(k - 1, acc + 1) end
assert(tail(1000000, 0) == 1000000)
return true
