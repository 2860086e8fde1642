// An error in a clause of an indented or continued `#pragma acc` line is reported at the
// clause's physical line and column, and the physical line is shown: cc -E rewrites the
// pragma line (indentation, extra blanks, comments and backslash-newlines gone), and its
// column was reported (bug hunt 2026-11-29, restrictions, bug07; the continued case was a
// documented gap).
int main(void) {
    int a[4];
    if (a[0] == 0) {
    	#  pragma  acc parallel loop gang gang copy(a)
        for (int i = 0; i < 4; i++)
            a[i] = i;
    }
    #pragma acc parallel loop /* a comment */ copy(a) \
                vector_length(32) \
                num_workers(0)
    for (int i = 0; i < 4; i++)
        a[i] = i;
    return 0;
}
