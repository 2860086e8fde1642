/* A typedef declared inside the function that the outlined region cannot declare again: a
 * variable-length array type (its length is a run-time value of the function). A located error,
 * not generated C that names the typedef where it is not visible. */
int main(int argc, char **argv) {
    (void)argv;
    int n = argc + 3;
    typedef int row[n];
    int s = 0;
#pragma acc serial copy(s)
    {
        row r;
        r[0] = 1;
        s = r[0];
    }
    return s != 1;
}
