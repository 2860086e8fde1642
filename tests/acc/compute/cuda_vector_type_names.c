/* C types named like CUDA's built-in vector types (uchar3, long3, int1, ushort2, float1,
 * ulonglong2; code ported from CUDA often defines its own): the CUDA module defined them
 * again ("class \"uchar3\" has already been defined": NVRTC and the simulator rejected the
 * kernels). Only some of the names (float3, double4, ...) were renamed in device code; now
 * every charN .. doubleN (N = 1..4, with the u- forms) is. OpenACC 3.3, 2.5, 2.7. */
#include "check.h"

typedef struct { unsigned char x, y, z; } uchar3;
typedef struct { long x, y, z; } long3;
typedef struct { int x; } int1;
typedef struct { unsigned short x, y; } ushort2;
typedef struct { float x; } float1;
struct ulonglong2 { unsigned long long x, y; };

int main(void) {
    static uchar3 a[10];
    static long3 b[10];
    static int1 c[10];
    static ushort2 d[10];
    static float1 f[10];
    static struct ulonglong2 g[10];
#pragma acc parallel loop copyout(a, b, c, d, f, g)
    for (int i = 0; i < 10; i++) {
        a[i].z = (unsigned char)(2 * i);
        b[i].y = 3 * i;
        c[i].x = 4 * i;
        d[i].y = (unsigned short)(5 * i);
        f[i].x = 7.0f * i;
        g[i].y = 8ull * i;
    }
    for (int i = 0; i < 10; i++) {
        CHECK(a[i].z == 2 * i);
        CHECK(b[i].y == 3 * i);
        CHECK(c[i].x == 4 * i);
        CHECK(d[i].y == 5 * i);
        CHECK(f[i].x == 7.0f * i);
        CHECK(g[i].y == 8ull * i);
    }
    CHECK_DONE();
}
