/* OpenACC and OpenMP directives in every position the parser must handle. */
#pragma acc routine seq
float saxpy1(float a, float x, float y) { return a * x + y; }

float table[100];
#pragma acc declare create(table)

void work(int n, float *restrict x, float *restrict y, float a) {
    float sum = 0.0f;
#pragma acc data copyin(x[0:n]) copy(y[0:n])
    {
#pragma acc parallel loop gang vector reduction(+:sum) present(x, y)
        for (int i = 0; i < n; i++) {
            y[i] = saxpy1(a, x[i], y[i]);
            sum += y[i];
        }
#pragma acc kernels
        {
#pragma acc loop independent collapse(2)
            for (int i = 0; i < n; i++)
                for (int j = 0; j < 2; j++)
                    y[i] += j;
        }
#pragma acc serial
        y[0] = sum;
#pragma acc atomic update
        sum += 1.0f;
#pragma acc atomic capture
        { sum += 1.0f; y[1] = sum; }
#pragma acc update self(y[0:n]) async(1)
#pragma acc wait(1)
    }
#pragma acc enter data create(x[0:n])
#pragma acc host_data use_device(x)
    {
        (void)x;
    }
#pragma acc exit data delete(x[0:n])
    if (n > 10)
#pragma acc parallel num_gangs(4)
        y[0] = 1;
#pragma omp parallel for schedule(static) reduction(+:sum)
    for (int i = 0; i < n; i++) sum += x[i];
#pragma omp parallel
    {
#pragma omp single
        sum = 0;
#pragma omp barrier
#pragma omp critical (name)
        sum += 1;
#pragma omp sections
        {
#pragma omp section
            sum += 2;
#pragma omp section
            sum += 3;
        }
    }
#pragma GCC diagnostic push
#pragma once
}
