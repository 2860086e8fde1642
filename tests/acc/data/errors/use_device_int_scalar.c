// expect-error: 'x' in use_device must be a pointer or an array: a scalar is not supported yet, because oxacc makes the name 'x' itself the device address inside the construct
/* spec 2.8 / 2.8.1: "a var in a use_device clause must be the name of a variable or array",
 * so use_device of an int scalar is valid OpenACC; oxacc cannot give '&x' the device address
 * (gcc 12 rejects it too: "variable is neither a pointer nor an array"). The error must say
 * why and how to write it instead, not only that it is wrong. */
#include <stdio.h>
int main(void) {
    int x = 3;
#pragma acc data copy(x)
#pragma acc host_data use_device(x)
    { printf("%p\n", (void *)&x); }
    return 0;
}
