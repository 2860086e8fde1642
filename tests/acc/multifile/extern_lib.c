/* Defines the arrays extern_main.c declares with unknown size (`extern double g[];`): their
 * device copies are created here (OpenACC 3.3, 2.13.2 declare create), where the size is
 * known. `h` has none: a region of extern_main.c using it finds it not present. */
struct S { double a; int b; };

double g[100];
#pragma acc declare create(g)
struct S arr[50];
#pragma acc declare create(arr)
double h[10];

/* Sets g and arr on the host and on the device. */
void extern_lib_init(void) {
    for (int i = 0; i < 100; i++) g[i] = i;
    for (int i = 0; i < 50; i++) {
        arr[i].a = 2.0 * i;
        arr[i].b = i;
    }
#pragma acc update device(g, arr)
}

/* Brings the device's g and arr back. */
void extern_lib_fetch(void) {
#pragma acc update self(g, arr)
}
