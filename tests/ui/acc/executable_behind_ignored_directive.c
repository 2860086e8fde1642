/* An executable directive (update, enter data, wait, ...) may not stand in place of a
 * sub-statement (2.14.4), also behind a directive cc ignores (an unknown name, which then owns
 * the next statement): before, `wait` there was accepted and the generated C lost a brace on the
 * pragma line (found by the whole-pipeline fuzz test). */
int main(void) {
    int a[4] = {0}, s = 0;
    for (int i = 0; i < 2; i++)
#pragma acc update self(a)
        s++;
    for (int i = 0; i < 2; i++) {
#pragma acc update self(a)
        s++; /* fine: inside braces */
    }
    if (s)
#pragma acc enter data copyin(a)
    ;
#pragma acc parallel copy(s)
    {
#pragma acc loop gang
        for (int i = 0; i < 4; i++)
#pragma acc paralel worker
#pragma acc wait
            for (int j = 0; j < 4; j++)
                s++;
    }
    return 0;
}
