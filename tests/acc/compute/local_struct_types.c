/* Struct, union and enum types defined inside the function, used in compute regions: the
 * outlined host code defines the records again at file scope (compute/ctype.rs, Hoisted) and
 * the kernels name them (2.5.13, 2.6.2; a user's `struct point` in main is common C). Each
 * checked against the same computation on the host. */
#include <stdio.h>
#include <stdlib.h>

static int sum_member_array(void) {
    struct S { int v[4]; };
    struct S s = { { 1, 2, 3, 4 } };
    int out = 0;
#pragma acc parallel loop reduction(+:out) copyin(s)
    for (int i = 0; i < 4; i++) out += s.v[i];
    return out;
}

static double aligned_and_shadowed(void) {
    struct S { double d; char c; } __attribute__((aligned(32)));
    struct S *a = malloc(100 * sizeof *a);
    for (int i = 0; i < 100; i++) { a[i].d = i; a[i].c = (char)i; }
    double s = 0;
    {
        struct S { float q; };   /* another struct S, in an inner block */
        struct S z = { 1.5f };
        s += z.q;
    }
#pragma acc kernels copyin(a[0:100])
    {
#pragma acc loop reduction(+:s)
        for (int i = 0; i < 100; i++) s += a[i].d + a[i].c + (double)sizeof(struct S);
    }
    free(a);
    return s;
}

int main(void) {
    enum color { RED = 1, GREEN = 2, BLUE = 4 };
    struct vec { double x, y; };
    struct particle { struct vec pos; struct vec vel; enum color c; struct particle *next; unsigned flag : 3; };
    typedef struct { int lo, hi; } range;
    union bits { float f; unsigned u; };
    struct { int a; double b; } anon = { 3, 0.5 };
    enum { N = 64 };
    int err = 0;

    struct particle *ps = malloc(N * sizeof *ps), *ref = malloc(N * sizeof *ref);
    for (int i = 0; i < N; i++) {
        ps[i].pos = (struct vec){ i, 2 * i };
        ps[i].vel = (struct vec){ 1, -1 };
        ps[i].c = (i % 3 == 0) ? RED : BLUE;
        ps[i].next = NULL;
        ps[i].flag = i & 7;
        ref[i] = ps[i];
    }
    struct vec shift = { 0.25, 0.5 };
    range r = { 4, 60 };
    double total = 0, rtotal = 0;
    int reds = 0, rreds = 0;
#pragma acc parallel loop copy(ps[0:N]) firstprivate(shift, r) reduction(+:total, reds)
    for (int i = 0; i < N; i++) {
        struct vec v = ps[i].vel;
        struct particle p = ps[i];
        if (i >= r.lo && i < r.hi) {
            p.pos.x += v.x + shift.x;
            p.pos.y += v.y + shift.y;
        }
        enum color c = p.c;
        reds += c == RED;
        p.flag = (p.flag + 1) & 7;
        ps[i] = p;
        total += p.pos.x + p.pos.y + (double)sizeof(struct vec) + (double)p.flag + anon.a * anon.b;
    }
    for (int i = 0; i < N; i++) {
        struct particle p = ref[i];
        if (i >= r.lo && i < r.hi) {
            p.pos.x += p.vel.x + shift.x;
            p.pos.y += p.vel.y + shift.y;
        }
        rreds += p.c == RED;
        p.flag = (p.flag + 1) & 7;
        rtotal += p.pos.x + p.pos.y + (double)sizeof(struct vec) + (double)p.flag + anon.a * anon.b;
        err += p.pos.x != ps[i].pos.x || p.pos.y != ps[i].pos.y || p.flag != ps[i].flag;
    }
    err += total != rtotal || reds != rreds;

    union bits ub[N];
#pragma acc parallel loop copyout(ub)
    for (int i = 0; i < N; i++) {
        union bits b;
        b.f = (float)i;
        ub[i] = b;
    }
    for (int i = 0; i < N; i++) err += ub[i].f != (float)i;

    struct vec sum[1] = { { 0, 0 } };
#pragma acc serial copy(sum)
    {
        struct vec acc = { 0, 0 };
        for (int i = 0; i < 4; i++) { acc.x += i; acc.y -= i; }
        sum[0] = acc;
    }
    struct vec pr;
#pragma acc parallel num_gangs(1) private(pr) copy(sum)
    {
        pr.x = 5; pr.y = 6;
        sum[0].x += pr.x * pr.y;
    }
    err += sum[0].x != 36 || sum[0].y != -6;

    typedef struct node { int key; struct node *left; } node;
    node *nodes = malloc(16 * sizeof(node));
    for (int i = 0; i < 16; i++) { nodes[i].key = i; nodes[i].left = NULL; }
    int keys[16];
#pragma acc parallel loop copyin(nodes[0:16]) copyout(keys)
    for (int i = 0; i < 16; i++) { node n = nodes[i]; keys[i] = n.key * 2; }
    for (int i = 0; i < 16; i++) err += keys[i] != 2 * i;

    struct pt { int x; } *pp = malloc(8 * sizeof *pp);
    for (int i = 0; i < 8; i++) pp[i].x = i;
#pragma acc data copy(pp[0:8])
    {
#pragma acc parallel loop present(pp[0:8])
        for (int i = 0; i < 8; i++) pp[i].x *= 3;
    }
    for (int i = 0; i < 8; i++) err += pp[i].x != 3 * i;

    err += sum_member_array() != 10;
    /* 1.5 + sum(i) + sum(i) + 100 * 32 */
    err += aligned_and_shadowed() != 1.5 + 4950 + 4950 + 3200;
    printf("%s\n", err ? "FAIL" : "ok");
    free(ps); free(ref); free(nodes); free(pp);
    return err != 0;
}
