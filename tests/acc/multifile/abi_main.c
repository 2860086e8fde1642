/* Compute constructs calling routines of another file (abi_lib.c) whose parameters or
 * results are structs (one with a const member), unions, pointers to structs or function
 * pointers (also the address of a routine of this other file), and a routine with a `bind`
 * clause (OpenACC 3.3, 2.15.1). Before, the struct signatures made the construct host-only
 * (a warning) and the bound routine stopped on the device ("it has a bind clause"): now they
 * run on the device. Exit 0 = pass; `ACC_DEVICE_TYPE=host` prints "host". */
#include <stdio.h>
#include <openacc.h>
#include "abi.h"

static int failures;
#define CHECK(c) do { if (!(c)) { printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

#pragma acc routine seq
static int inc(int x) { return x + 1; }

enum { N = 32 };

int main(void) {
    double d[N], mx[N], sx[N], fx[N];
    int ap[N], tw[N], cb[N], ap2[N];
    double cv[N];
    int on_host = acc_get_device_type() == acc_device_host;
#pragma acc parallel loop copyout(d, mx, sx, fx, ap, tw, cv, cb, ap2)
    for (int i = 0; i < N; i++) {
        struct pt p = { i, 1 }, q = { 2, i };
        d[i] = dot2(p, q);
        struct pt m = mid(p, q);
        mx[i] = m.x + m.y;
        shift(&p, 0.5);
        sx[i] = p.x * 10 + p.y;
        fx[i] = farther(&p, &q)->y;
        ap[i] = apply(inc, i);
        /* The address of a routine of another file. */
        ap2[i] = apply(twice_dev, i);
        tw[i] = twice(i);
        struct cp c = make_cp(i);
        cv[i] = c.k + c.v;
        union bits b;
        b.i = 3 * i;
        cb[i] = bits_of(b);
    }
    for (int i = 0; i < N; i++) {
        struct pt p = { i + 0.5, 0.5 }, q = { 2, i };
        CHECK(d[i] == 2.0 * i + i);
        CHECK(mx[i] == (i + 2) / 2.0 + (1 + i) / 2.0);
        CHECK(sx[i] == (i + 0.5) * 10 + 0.5);
        CHECK(fx[i] == (p.x * p.x + p.y * p.y >= q.x * q.x + q.y * q.y ? p.y : q.y));
        CHECK(ap[i] == i + 1);
        CHECK(ap2[i] == 2 * i + 1000);
        CHECK(tw[i] == 2 * i + (on_host ? 0 : 1000));
        CHECK(cv[i] == i * 1.5);
        CHECK(cb[i] == 3 * i);
    }
    printf("%s\n", on_host ? "host" : "device");
    return failures != 0;
}
