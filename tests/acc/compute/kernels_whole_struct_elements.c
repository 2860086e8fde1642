/* `kernels` loops loading and storing whole structs of an array (2.5.3), as particle and
 * geometry codes write them with struct-returning `routine seq` functions: `q[i] = add(p[i],
 * p[i + 1]);`, `part[i] = push(part[i], dt);`. A whole-struct access was a dependence with
 * every member access (one serial kernel, "Complex loop carried dependence of 'q[i]'"); it now
 * covers its element's members exactly: `q[i]` meets `q[j].x` and `q[j].a[k]` only where
 * i == j. Kept sequential: a whole struct shifted along the array, and a member written by one
 * iteration that the next reads whole. Found porting an SDF ray marcher and a PIC push (apps8
 * hunt). Every result checked against the host. */
#include "check.h"
#define N 256
typedef struct { float x, y, z; } vec3;
typedef struct { double x, v; int cell; double a[3]; } part_t;
typedef struct { int id; vec3 inner; } node_t;

#pragma acc routine seq
static vec3 add(vec3 a, vec3 b)
{
    vec3 r = {a.x + b.x, a.y + b.y, a.z + b.z};
    return r;
}

#pragma acc routine seq
static part_t push(part_t p, double dt)
{
    p.v += p.a[0] * dt;
    p.x += p.v * dt;
    p.cell = (int)p.x;
    return p;
}

#pragma acc routine seq
static vec3 mk(int i)
{
    vec3 r = {(float)i, 2.0f * i, 0.5f};
    return r;
}

int main(void)
{
    vec3 p[N + 1], q[N], hq[N];
    part_t part[N], hpart[N];
    node_t g[N], hg[N];
    vec3 s[N + 1], hs[N + 1], t[N], ht[N];
    for (int i = 0; i <= N; i++) {
        p[i].x = i; p[i].y = 1.0f; p[i].z = i % 5;
        s[i] = hs[i] = p[i];
    }
    for (int i = 0; i < N; i++) {
        part[i].x = hpart[i].x = i % 40 + 0.25;
        part[i].v = hpart[i].v = 0.1 * (i % 7);
        part[i].cell = hpart[i].cell = 0;
        for (int k = 0; k < 3; k++) part[i].a[k] = hpart[i].a[k] = 0.01 * (i % 3) + k;
        g[i].id = hg[i].id = i;
    }
#pragma acc kernels copyin(p) copyout(q) copy(part, g, s, t)
    {
        for (int i = 0; i < N; i++) q[i] = add(p[i], p[i + 1]);
        for (int i = 0; i < N; i++) {
            part[i] = push(part[i], 0.5);
            for (int k = 1; k < 3; k++) part[i].a[k] += part[i].a[0];
        }
        for (int i = 0; i < N; i++) {
            g[i].inner = mk(i);
            g[i].inner.y += g[i].id;
        }
        /* kept sequential */
        for (int i = 0; i < N; i++) s[i + 1] = s[i];
        for (int i = 0; i < N; i++) {
            s[i].x = 1.0f;
            t[i] = s[i + 1];
        }
    }
    for (int i = 0; i < N; i++) {
        hq[i] = add(p[i], p[i + 1]);
        hpart[i] = push(hpart[i], 0.5);
        for (int k = 1; k < 3; k++) hpart[i].a[k] += hpart[i].a[0];
        hg[i].inner = mk(i);
        hg[i].inner.y += hg[i].id;
    }
    for (int i = 0; i < N; i++) hs[i + 1] = hs[i];
    for (int i = 0; i < N; i++) {
        hs[i].x = 1.0f;
        ht[i] = hs[i + 1];
    }
    int bad = 0;
    for (int i = 0; i < N; i++) {
        bad += q[i].x != hq[i].x || q[i].y != hq[i].y || q[i].z != hq[i].z;
        bad += part[i].x != hpart[i].x || part[i].v != hpart[i].v || part[i].cell != hpart[i].cell;
        bad += part[i].a[1] != hpart[i].a[1] || part[i].a[2] != hpart[i].a[2];
        bad += g[i].inner.x != hg[i].inner.x || g[i].inner.y != hg[i].inner.y || g[i].inner.z != hg[i].inner.z;
        bad += s[i].x != hs[i].x || s[i].z != hs[i].z || t[i].x != ht[i].x || t[i].z != ht[i].z;
    }
    CHECK(bad == 0);
    CHECK_DONE();
}
