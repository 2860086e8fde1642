/* A typedef of a variable-length array declared inside the function: the outlined region
 * cannot declare it again (its length is a run-time value of the function). */
int main(void) {
    int n = 4, bad = 0;
    typedef double row[n];
#pragma omp parallel reduction(+ : bad)
    {
        row r;
        for (int i = 0; i < 4; i++) r[i] = i;
        bad += r[3] != 3;
    }
    return bad;
}
