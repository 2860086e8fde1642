/* Macro replacement in #pragma acc lines, checked against gcc's own expansion of the
   directives it expands itself (tests/macros_vs_gcc.rs). One directive per line. */
#include <stddef.h>
#define S(x) #x
#define XS(x) S(x)
#define CAT(a, b) a ## b
#define XCAT(a, b) CAT(a, b)
#define V(fmt, ...) g(fmt, __VA_ARGS__)
#define W(fmt, args...) g(fmt, ## args)
#define O(a, ...) h(a __VA_OPT__(,) __VA_ARGS__)
#define q1 7
#define x x + 1
#define a b
#define b a
#define f(y) f(y * 2)
#define G F
#define F(x) [x]
#define EMPTY
#define LPAREN (
#define ID(x) x
#define APPLY(m, v) m(v)
#define M -1
#define P +
#define NIL(x) x
#define STR2(x, y) #x #y
#define HASH_HASH # ## #
#define mkstr(a) # a
#define in_between(a) mkstr(a)
#define join(c, d) in_between(c HASH_HASH d)
#define t(x,y,z) x ## y ## z
#define obj (1 + obj)
#define g2(x) x g2(x)
#pragma acc wait(S(a  "b\n"), CAT(q, 1), CAT(, q1), V(1, 2, 3), W(1), O(1), O(1, 2))
#pragma acc wait(x, a, f(3), G(1), F)
#pragma acc wait(-M) async(P+1)
#pragma acc wait(XS(q1), XCAT(q, 1), ID(ID)(5), APPLY(ID, 3), NIL(), STR2( a , "x" ))
#pragma acc wait(join(x, y), t(1,2,3), t(,4,5), t(6,,7), t(,,), obj, g2(2))
#pragma acc wait(CAT(-, -), XS(__LINE__), EMPTY 1 EMPTY)
#define QUEUE 5
#define acc_async_sync (-1)
#define DEV(n) device_num(n)
#pragma acc wait(QUEUE, acc_async_sync) async(offsetof(struct pair, b))
#pragma acc wait(__VA_ARGS__x, V(f,), W(f, a, b), O())
#undef QUEUE
#define QUEUE 7
#pragma acc wait(QUEUE)
#undef QUEUE
#pragma acc wait(QUEUE)
#define QUEUE 9
#pragma acc wait(QUEUE) \
    async(QUEUE)
#pragma acc wait(S(  spaced   out  ), S('"'), S("\\"), XS(S(x)))
