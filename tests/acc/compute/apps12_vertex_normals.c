/* Area-weighted vertex normals of a height-field mesh, as geometry-processing codes write them
 * (spec 2.12 atomic on struct members, 2.15.1 routine seq returning a struct, 2.5.3 kernels,
 * 2.6.5 data): each triangle computes its unnormalised normal (a struct-returning `routine seq`
 * cross product) and adds it to its three vertices' normals with `atomic update` on the
 * members of an array of structs; a `kernels loop independent` normalises, and a `max`
 * reduction finds the steepest vertex. Checked against the host. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NX 30
#define NY 24
#define NV (NX * NY)
#define NT (2 * (NX - 1) * (NY - 1))

typedef struct { float x, y, z; } vec3;

#pragma acc routine seq
static vec3 tri_normal(vec3 a, vec3 b, vec3 c)
{
    vec3 u = {b.x - a.x, b.y - a.y, b.z - a.z}, v = {c.x - a.x, c.y - a.y, c.z - a.z};
    vec3 n = {u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x};
    return n;
}

int main(void)
{
    vec3 *p = malloc(NV * sizeof(vec3)), *nrm = malloc(NV * sizeof(vec3)), *hn = calloc(NV, sizeof(vec3));
    int (*tri)[3] = malloc(NT * sizeof(int[3]));
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            vec3 q = {(float)i, (float)j, 3.0f * sinf(0.3f * i) * cosf(0.25f * j)};
            p[j * NX + i] = q;
        }
    int t = 0;
    for (int j = 0; j < NY - 1; j++)
        for (int i = 0; i < NX - 1; i++) {
            int v0 = j * NX + i;
            tri[t][0] = v0; tri[t][1] = v0 + 1; tri[t][2] = v0 + NX + 1; t++;
            tri[t][0] = v0; tri[t][1] = v0 + NX + 1; tri[t][2] = v0 + NX; t++;
        }
    float steep = 0;
#pragma acc data copyin(p[0:NV], tri[0:NT]) copyout(nrm[0:NV])
    {
#pragma acc parallel loop present(nrm[0:NV])
        for (int v = 0; v < NV; v++) { nrm[v].x = 0; nrm[v].y = 0; nrm[v].z = 0; }
#pragma acc parallel loop present(p[0:NV], tri[0:NT], nrm[0:NV])
        for (int f = 0; f < NT; f++) {
            vec3 n = tri_normal(p[tri[f][0]], p[tri[f][1]], p[tri[f][2]]);
            for (int k = 0; k < 3; k++) {
                int v = tri[f][k];
#pragma acc atomic update
                nrm[v].x += n.x;
#pragma acc atomic update
                nrm[v].y += n.y;
#pragma acc atomic
                nrm[v].z += n.z;
            }
        }
#pragma acc kernels present(nrm[0:NV])
        {
#pragma acc loop independent
            for (int v = 0; v < NV; v++) {
                float l = sqrtf(nrm[v].x * nrm[v].x + nrm[v].y * nrm[v].y + nrm[v].z * nrm[v].z);
                nrm[v].x /= l; nrm[v].y /= l; nrm[v].z /= l;
            }
#pragma acc loop reduction(max:steep)
            for (int v = 0; v < NV; v++) steep = fmaxf(steep, 1.0f - nrm[v].z);
        }
    }
    for (int f = 0; f < NT; f++) {
        vec3 n = tri_normal(p[tri[f][0]], p[tri[f][1]], p[tri[f][2]]);
        for (int k = 0; k < 3; k++) { hn[tri[f][k]].x += n.x; hn[tri[f][k]].y += n.y; hn[tri[f][k]].z += n.z; }
    }
    float md = 0, hs = 0;
    for (int v = 0; v < NV; v++) {
        float l = sqrtf(hn[v].x * hn[v].x + hn[v].y * hn[v].y + hn[v].z * hn[v].z);
        hn[v].x /= l; hn[v].y /= l; hn[v].z /= l;
        md = fmaxf(md, fabsf(hn[v].x - nrm[v].x) + fabsf(hn[v].y - nrm[v].y) + fabsf(hn[v].z - nrm[v].z));
        hs = fmaxf(hs, 1.0f - hn[v].z);
        CHECK(nrm[v].z > 0);
    }
    CHECK(md < 1e-5f);
    CHECK(fabsf(steep - hs) < 1e-5f && hs > 0.15f);
    free(p); free(nrm); free(hn); free(tri);
    CHECK_DONE();
}
