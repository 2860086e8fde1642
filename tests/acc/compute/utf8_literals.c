/* Non-ASCII (UTF-8) character and string literals, and UTF-8 identifiers, inside compute
 * regions. The lowering scans the region's text for type names (`struct S`, local typedefs);
 * that scan once sliced the text at a byte offset inside a multi-byte character and panicked
 * (`'é' + i`). The literals sit at several byte offsets before an identifier (odd and even
 * counts of bytes before them), so a slice inside any of them would be caught.
 * Values are gcc's (gcc 12 -O2): the multi-character constant 'é' is 0xC3A9 = 50089 (its two
 * bytes big-endian, C11 6.4.4.4p10 implementation-defined), "é" has 3 bytes with the NUL.
 * gcc -E spells a UTF-8 identifier with a universal character name (caf\U000000e9): one
 * identifier, which must not be taken for `caf` (a local typedef below) followed by others. */
#include <stdio.h>

struct S { int v; };

int main(void) {
    int o[4], p[4], q[4], r[4];
    int café = 3;
    int caf\u00e9x = 4;
    typedef int caf;
    typedef long Té;
    #pragma acc parallel loop copyout(o)
    for (int i = 0; i < 4; i++) { o[i] = 'é' + i; }
    #pragma acc parallel loop copyout(p)
    for (int i = 0; i < 4; i++) { const char *s = "é"; p[i] = i + s[0] + (int)sizeof "é" + 'ü'; }
    #pragma acc parallel loop copyout(q)
    for (int i = 0; i < 4; i++) {
        const char *t[2] = { "é¡", "ü" };
        struct S x = { 'a' };  caf c = 1;
        q[i] = x.v + t[1][1] + (int)sizeof "é¡" + (t[0][3] == (char)0xA1) + c + i;
    }
    #pragma acc parallel loop copyout(r)
    for (int i = 0; i < 4; i++) { Té z = café + caf\u00e9x; /* ¡é */ r[i] = (int)z + 'éé' + i; }
    for (int i = 0; i < 4; i++) {
        if (o[i] != 50089 + i) { printf("o[%d] = %d\n", i, o[i]); return 1; }
        if (p[i] != i + (signed char)0xC3 + 3 + 0xC3BC) { printf("p[%d] = %d\n", i, p[i]); return 1; }
        if (q[i] != 'a' + (signed char)0xBC + 5 + 1 + 1 + i) { printf("q[%d] = %d\n", i, q[i]); return 1; }
        if (r[i] != 7 + (int)0xC3A9C3A9 + i) { printf("r[%d] = %d\n", i, r[i]); return 1; }
    }
    return 0;
}
