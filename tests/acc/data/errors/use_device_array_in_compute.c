// expect-error: use_device_array_in_compute.c:18:42: error: 'b' is an array named in use_device of an enclosing host_data construct
/* OpenACC 3.3, 2.8.1: inside host_data, a use_device var's name is its device address. oxacc
 * makes the name a pointer there; a compute construct inside that names an array of the
 * use_device clause captured the pointer's storage as the array: cc warned "initialization of
 * 'double (*)[64]' from incompatible pointer type 'double **'" (an error with gcc 14), the
 * CPU team wrote over the stack (a silent wrong result) and a device stopped ("'b' host [...]
 * (8 bytes) is not present"). Until it is supported, a located error. (A pointer named in
 * use_device works: its name is the device pointer, as with deviceptr.) */
int main(void) {
    double b[64];
    for (int i = 0; i < 64; i++)
        b[i] = i;
#pragma acc data copy(b)
    {
#pragma acc host_data use_device(b)
        {
#pragma acc parallel loop
            for (int i = 0; i < 64; i++) b[i] += 1;
        }
    }
    return b[3] == 4.0 ? 0 : 1;
}
