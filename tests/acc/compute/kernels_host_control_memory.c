/* OpenACC 3.3, 2.5.3: "the compiler will split the code in the kernels region into a sequence
 * of accelerator kernels". Control flow between the kernels (an if choosing a loop nest, a
 * while or a for around them) is evaluated on the host by oxacc, while the construct's data
 * lives on the device and its kernels change it there. A condition reading an array element,
 * a pointer's target or a struct member must see the device's data (nvc evaluates it on the
 * device), and must not write the host copy (copyin data keeps its host values, 2.7.7). */
#include <openacc.h>
#include "check.h"

struct box {
    int flag;
    int v[4];
};

int main(void) {
    /* if/else on an element the first kernel set. */
    int e[100], n = 100, r = 0;
    for (int i = 0; i < n; i++) e[i] = 0;
#pragma acc kernels copy(e[0:n]) copyout(r)
    {
        for (int i = 0; i < n; i++) e[i] = 5;
        if (e[0] == 5) {
            for (int i = 0; i < n; i++) e[i] += 1;
        } else {
            for (int i = 0; i < n; i++) e[i] = -1;
        }
        r = e[3];
    }
    CHECK(e[0] == 6);
    CHECK(r == 6);

    /* while on an element the loop inside increments. */
    /* (`guard` bounds the loops when the condition does not see the kernels' work.) */
    int w[64], guard = 0;
    for (int i = 0; i < 64; i++) w[i] = 0;
#pragma acc kernels copy(w)
    {
        while (w[0] < 10 && guard < 100) {
            guard++;
            for (int i = 0; i < 64; i++) w[i] += 1;
        }
    }
    CHECK(w[0] == 10 && w[63] == 10);

    /* A pointer's target (2.5.3's host code computes the address; the value is the device's). */
    int *p = &w[5];
#pragma acc kernels copy(w)
    {
        while (*p < 20 && guard < 200) {
            guard++;
            for (int i = 0; i < 64; i++) w[i] += 2;
        }
    }
    CHECK(w[5] == 20);

    /* A for whose bound a kernel wrote, around a parallel loop; its step reads an element. */
    int b[16], c[16];
    for (int i = 0; i < 16; i++) b[i] = c[i] = 0;
#pragma acc kernels copy(b, c)
    {
        b[0] = 4;
        b[1] = 1;
        for (int k = 0; k < b[0]; k += b[1]) {
#pragma acc loop independent
            for (int i = 0; i < 16; i++) c[i] += 1;
        }
    }
    CHECK(c[0] == 4 && c[15] == 4);

    /* Struct members: of a mapped struct, and through a pointer to it. */
    struct box s = {0, {0, 0, 0, 0}};
    struct box *sp = &s;
    int a[32];
    for (int i = 0; i < 32; i++) a[i] = 0;
#pragma acc kernels copy(s, a)
    {
        s.flag = 3;
        s.v[2] = 9;
        if (s.flag == 3 && sp->v[2] == 9) {
            for (int i = 0; i < 32; i++) a[i] = 7;
        }
    }
    CHECK(a[0] == 7 && a[31] == 7);
    CHECK(s.flag == 3);

    /* A declaration between the kernels reads an element. */
    int d[8];
    for (int i = 0; i < 8; i++) d[i] = 0;
#pragma acc kernels copy(d)
    {
        d[1] = 3;
        int m = d[1];
        int t[2] = {1, d[1]};
        if (m == 3 && t[1] == 3) {
            for (int i = 0; i < 8; i++) d[i] += 10;
        }
        /* A for kept on the host whose declaration reads an element. */
        for (int k = d[1]; k < 16; k++) {
#pragma acc loop independent
            for (int i = 0; i < 8; i++) d[i] += 1;
        }
    }
    CHECK(d[0] == 10 + 3 && d[1] == 13 + 3);

    /* copyin: the condition reads the device's value, and the host copy stays as it was. */
    int x[8], y[8];
    for (int i = 0; i < 8; i++) x[i] = y[i] = 0;
#pragma acc kernels copyin(x) copy(y)
    {
        x[0] = 9;
        if (x[0] == 9) {
            for (int i = 0; i < 8; i++) y[i] = 1;
        }
    }
    CHECK(y[0] == 1 && y[7] == 1);
    /* (On the host device the device copy is the host's memory: the kernel wrote it.) */
    if (acc_get_device_type() != acc_device_host) CHECK(x[0] == 0);

    /* An async construct: the condition waits for the kernels before it reads. */
    int q[256];
    for (int i = 0; i < 256; i++) q[i] = 0;
#pragma acc kernels copy(q) async(3)
    {
        for (int i = 0; i < 256; i++) q[i] = i;
        if (q[255] == 255) {
            for (int i = 0; i < 256; i++) q[i] *= 2;
        }
    }
#pragma acc wait(3)
    CHECK(q[255] == 510 && q[1] == 2);

    /* if(false) (2.5.6) inside a data region: the construct runs on the local device, on the
     * host's data, not on the device copy the data construct made. */
    int h[8], off = 0;
    for (int i = 0; i < 8; i++) h[i] = 0;
#pragma acc data copy(h)
    {
#pragma acc kernels if(off)
        {
            for (int i = 0; i < 8; i++) h[i] = 4;
            if (h[0] == 4) {
                for (int i = 0; i < 8; i++) h[i] += 1;
            }
        }
        CHECK(h[0] == 5 && h[7] == 5);
#pragma acc update device(h)
    }
    CHECK_DONE();
}
