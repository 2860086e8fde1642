// expect-error: 'z' in use_device must be a pointer or an array
/* spec 2.8.1: use_device replaces var by its device address: a pointer's value or an array's
 * address. A scalar has none to replace (gcc: "variable is neither a pointer nor an array");
 * found by the whole-pipeline fuzz test, where the generated cast did not compile. */
void g(void *);
int main(void) {
    double _Complex z = 0;
#pragma acc data copy(z)
#pragma acc host_data use_device(z)
    g(&z);
    return 0;
}
