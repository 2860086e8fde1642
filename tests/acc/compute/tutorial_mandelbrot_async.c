/* The Mandelbrot pipeline of NVIDIA's OpenACC training (the Best Practices Guide's chapter on
 * asynchronous execution), as newcomers write it: a `routine seq` pixel function (2.15.1),
 * the image computed in blocks, each block's kernel and its `update self` on queue
 * `block % 3` (2.16.1), one `wait` (2.16.3) before the image is read. Checked against the same
 * function run on the host. */
#include "check.h"
#define WIDTH 96
#define HEIGHT 64
#define MAX_ITERS 60
#pragma acc routine seq
unsigned char mandelbrot(int px, int py)
{
    double x0 = (double)px / WIDTH * 3.5 - 2.5;
    double y0 = (double)py / HEIGHT * 2.0 - 1.0;
    double x = 0.0, y = 0.0;
    int iteration = 0;
    while (x * x + y * y < 4.0 && iteration < MAX_ITERS) {
        double xtemp = x * x - y * y + x0;
        y = 2 * x * y + y0;
        x = xtemp;
        iteration++;
    }
    return (unsigned char)(255.0 * iteration / MAX_ITERS);
}
int main(void)
{
    unsigned char *image = malloc(WIDTH * HEIGHT);
    int num_blocks = 8;
    int block_size = HEIGHT / num_blocks;
#pragma acc data create(image[0:WIDTH*HEIGHT])
    {
        for (int block = 0; block < num_blocks; block++) {
            int start = block * block_size;
            int end = start + block_size;
#pragma acc parallel loop async(block % 3)
            for (int y = start; y < end; y++) {
                for (int x = 0; x < WIDTH; x++) {
                    image[y * WIDTH + x] = mandelbrot(x, y);
                }
            }
#pragma acc update self(image[block*block_size*WIDTH:block_size*WIDTH]) async(block % 3)
        }
#pragma acc wait
    }
    for (int y = 0; y < HEIGHT; y++)
        for (int x = 0; x < WIDTH; x++)
            CHECK(image[y * WIDTH + x] == mandelbrot(x, y));
    free(image);
    CHECK_DONE();
}
