/* OpenACC 3.3, 2.6 / 2.7 (data clauses on aggregate variables) and 2.5.1: structs in compute
 * regions — members read and written, nested structs, arrays of structs, struct assignment,
 * structs passed by value and by pointer to routines and returned from them, a struct with
 * padding and mixed member types (the host and device layouts must agree), typedef'd structs
 * and a struct array member indexed by the loop. */
#include "check.h"

struct vec3 { double x, y, z; };
typedef struct particle {
    struct vec3 pos, vel;
    char kind;      /* padding after it */
    long long id;
    short flags[3];
    float mass;
} particle;

struct box { int n; particle p[64]; struct vec3 lo, hi; };

#pragma acc routine seq
static struct vec3 add(struct vec3 a, struct vec3 b) {
    struct vec3 r = {a.x + b.x, a.y + b.y, a.z + b.z};
    return r;
}

#pragma acc routine seq
static void step(particle *p, double dt) {
    struct vec3 d = {p->vel.x * dt, p->vel.y * dt, p->vel.z * dt};
    p->pos = add(p->pos, d);
    p->flags[p->kind % 3] += 1;
}

#pragma acc routine seq
static double energy(const particle p) { return 0.5 * p.mass * (p.vel.x * p.vel.x + p.vel.y * p.vel.y + p.vel.z * p.vel.z); }

int main(void) {
    static struct box b;
    b.n = 64;
    b.lo = (struct vec3){-1, -2, -3};
    b.hi = (struct vec3){1, 2, 3};
    for (int i = 0; i < 64; i++) {
        b.p[i].pos = (struct vec3){i, 2 * i, 3 * i};
        b.p[i].vel = (struct vec3){1, -1, 0.5};
        b.p[i].kind = (char)i;
        b.p[i].id = (1LL << 40) + i;
        b.p[i].flags[0] = b.p[i].flags[1] = b.p[i].flags[2] = 0;
        b.p[i].mass = 2.0f;
    }
    static double e[64];
    static long long ids[64];
    static struct vec3 mid[64];

#pragma acc parallel loop gang vector copy(b) copyout(e, ids, mid)
    for (int i = 0; i < b.n; i++) {
        particle q = b.p[i]; /* struct copy */
        step(&b.p[i], 0.5);
        e[i] = energy(q);
        ids[i] = b.p[i].id - (1LL << 40);
        mid[i] = add(b.lo, b.hi);
        mid[i].x += b.p[i].kind;
    }
    for (int i = 0; i < 64; i++) {
        CHECK(b.p[i].pos.x == i + 0.5);
        CHECK(b.p[i].pos.y == 2 * i - 0.5);
        CHECK(b.p[i].pos.z == 3 * i + 0.25);
        CHECK(b.p[i].flags[i % 3] == 1);
        CHECK(b.p[i].flags[(i + 1) % 3] == 0);
        CHECK(e[i] == 0.5 * 2.0 * 2.25);
        CHECK(ids[i] == i);
        CHECK(mid[i].x == i && mid[i].y == 0 && mid[i].z == 0);
    }

    /* An array of structs through a pointer, with a struct assignment between elements. */
    particle *ps = (particle *)malloc(100 * sizeof(particle));
    for (int i = 0; i < 100; i++) {
        ps[i] = b.p[i % 64];
        ps[i].id = i;
    }
#pragma acc parallel loop copy(ps[0:100])
    for (int i = 0; i < 50; i++) {
        particle t = ps[i];
        ps[i] = ps[99 - i];
        ps[99 - i] = t;
    }
    for (int i = 0; i < 100; i++) CHECK(ps[i].id == 99 - i && ps[i].mass == 2.0f);
    free(ps);
    CHECK_DONE();
}
