/* A Mandelbrot escape-time image rendered by persistent gangs pulling rows from a work queue,
 * as load-balancing GPU codes write it: a `parallel` construct with `num_gangs(12)` whose gang
 * loop runs once per gang; in it a `while` loop takes the next row with `atomic capture` on a
 * counter in device memory (`next = counter++`, 2.12) until none are left, and each row's
 * pixels are a `loop vector` (2.9.4) over a `routine seq` iteration kernel; the pixels a gang
 * did are counted per gang in an array (each gang its own element) and the iteration total by
 * `atomic update`. The image, the total and the sum of the per-gang counts must equal plain C,
 * however the rows were shared out. */
#include <string.h>
#include "check.h"

#define IMW 160
#define IMH 96
#define MAXIT 200
#define NG 12

#pragma acc routine seq
static int escape(double cr, double ci)
{
    double zr = 0.0, zi = 0.0;
    int k = 0;
    while (k < MAXIT && zr * zr + zi * zi <= 4.0) {
        double t = zr * zr - zi * zi + cr;
        zi = 2.0 * zr * zi + ci;
        zr = t;
        k++;
    }
    return k;
}

int main(void)
{
    unsigned short *img = malloc(IMW * IMH * sizeof(unsigned short));
    int counter = 0, rows_by[NG];
    long total = 0;
    memset(rows_by, 0, sizeof rows_by);
#pragma acc parallel num_gangs(NG) vector_length(32) copyout(img[0:IMW * IMH]) copy(counter, \
    rows_by, total)
    {
#pragma acc loop gang
        for (int g = 0; g < NG; g++) {
            int row;
#pragma acc atomic capture
            row = counter++;
            while (row < IMH) {
                long rowsum = 0;
#pragma acc loop vector reduction(+:rowsum)
                for (int x = 0; x < IMW; x++) {
                    int k = escape(-2.2 + 3.0 * x / IMW, -1.2 + 2.4 * row / IMH);
                    img[row * IMW + x] = (unsigned short)k;
                    rowsum += k;
                }
#pragma acc atomic update
                total += rowsum;
                rows_by[g]++;
#pragma acc atomic capture
                row = counter++;
            }
        }
    }
    long htotal = 0;
    int bad = 0, rows = 0;
    for (int y = 0; y < IMH; y++)
        for (int x = 0; x < IMW; x++) {
            int k = escape(-2.2 + 3.0 * x / IMW, -1.2 + 2.4 * y / IMH);
            bad += img[y * IMW + x] != k;
            htotal += k;
        }
    for (int g = 0; g < NG; g++) rows += rows_by[g];
    CHECK(bad == 0);
    CHECK(total == htotal);
    CHECK(rows == IMH);
    CHECK(counter == IMH + NG); /* every gang took one row number past the end */
    printf("mandelbrot queue: %ld iterations, wrong pixels %d, rows %d, counter %d\n", total, bad,
           rows, counter);
    CHECK_DONE();
}
