/* Batch polygon geometry (shoelace areas, perimeters, centroids, point-in-polygon counts) on an
 * array of structs that each own their vertex arrays, deep-copied as GIS codes do it (spec
 * 2.6.6 enter/exit data, 2.6.8 attach/detach, 2.7.6 present, 2.9 loop gang/vector, 2.9.11
 * reduction): `enter data copyin` of the struct array, then of every struct's `x`/`y` sections
 * in a host loop (each attached to its device struct), one gang per polygon with `loop vector
 * reduction(+:)` over its edges, the query points tested by a `routine seq` crossing count, and
 * `exit data delete` member by member, then the array. Checked against the host. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NPOLY 40
#define NQ 64

typedef struct { int n; double *x, *y; double area, perim, cx, cy; int inside; } poly_t;

#pragma acc routine seq
static int contains(const double *x, const double *y, int n, double px, double py)
{
    int c = 0;
    for (int i = 0, j = n - 1; i < n; j = i++)
        if ((y[i] > py) != (y[j] > py) && px < (x[j] - x[i]) * (py - y[i]) / (y[j] - y[i]) + x[i]) c = !c;
    return c;
}

int main(void)
{
    poly_t *pg = malloc(NPOLY * sizeof(poly_t));
    double qx[NQ], qy[NQ];
    for (int p = 0; p < NPOLY; p++) {
        int n = 3 + (p * 7) % 29;
        pg[p].n = n;
        pg[p].x = malloc(n * sizeof(double));
        pg[p].y = malloc(n * sizeof(double));
        for (int k = 0; k < n; k++) { /* a star-shaped polygon around (p % 8, p / 8) */
            double a = 2 * M_PI * k / n, r = 0.3 + 0.15 * ((k * 5 + p) % 3);
            pg[p].x[k] = (p % 8) + r * cos(a);
            pg[p].y[k] = (p / 8) + r * sin(a);
        }
    }
    for (int q = 0; q < NQ; q++) { qx[q] = (q % 8) + 0.1 * ((q * 3) % 5) - 0.2; qy[q] = (q / 8 % 5) + 0.07 * (q % 7) - 0.2; }
#pragma acc enter data copyin(pg[0:NPOLY], qx, qy)
    for (int p = 0; p < NPOLY; p++) {
#pragma acc enter data copyin(pg[p].x[0:pg[p].n], pg[p].y[0:pg[p].n])
    }
#pragma acc parallel loop gang present(pg[0:NPOLY], qx, qy)
    for (int p = 0; p < NPOLY; p++) {
        int n = pg[p].n;
        const double *x = pg[p].x, *y = pg[p].y;
        double a = 0, per = 0, cx = 0, cy = 0;
#pragma acc loop vector reduction(+:a, per, cx, cy)
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double cr = x[i] * y[j] - x[j] * y[i];
            a += cr;
            per += sqrt((x[j] - x[i]) * (x[j] - x[i]) + (y[j] - y[i]) * (y[j] - y[i]));
            cx += (x[i] + x[j]) * cr;
            cy += (y[i] + y[j]) * cr;
        }
        int in = 0;
#pragma acc loop vector reduction(+:in)
        for (int q = 0; q < NQ; q++) in += contains(x, y, n, qx[q], qy[q]);
        pg[p].area = 0.5 * a;
        pg[p].perim = per;
        pg[p].cx = cx / (3 * a);
        pg[p].cy = cy / (3 * a);
        pg[p].inside = in;
    }
    for (int p = 0; p < NPOLY; p++) {
#pragma acc exit data delete(pg[p].x[0:pg[p].n], pg[p].y[0:pg[p].n])
    }
#pragma acc exit data copyout(pg[0:NPOLY]) delete(qx, qy)
    int total = 0;
    for (int p = 0; p < NPOLY; p++) {
        int n = pg[p].n;
        double a = 0, per = 0, cx = 0, cy = 0;
        int in = 0;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double cr = pg[p].x[i] * pg[p].y[j] - pg[p].x[j] * pg[p].y[i];
            a += cr; cx += (pg[p].x[i] + pg[p].x[j]) * cr; cy += (pg[p].y[i] + pg[p].y[j]) * cr;
            per += hypot(pg[p].x[j] - pg[p].x[i], pg[p].y[j] - pg[p].y[i]);
        }
        for (int q = 0; q < NQ; q++) in += contains(pg[p].x, pg[p].y, n, qx[q], qy[q]);
        CHECK(fabs(pg[p].area - 0.5 * a) < 1e-12 && fabs(pg[p].perim - per) < 1e-12);
        CHECK(fabs(pg[p].cx - cx / (3 * a)) < 1e-9 && fabs(pg[p].cy - cy / (3 * a)) < 1e-9);
        CHECK(pg[p].inside == in);
        CHECK(pg[p].area > 0 && fabs(pg[p].cx - p % 8) < 0.2);
        total += in;
        free(pg[p].x); free(pg[p].y);
    }
    CHECK(total > 10);
    free(pg);
    CHECK_DONE();
}
