/* 2.9.11: "A reduction clause may not appear on a loop directive that has a gang clause with a
 * dim: argument whose value is greater than 1", nor on one "that has a gang clause and is
 * within a compute construct that has a num_gangs clause with more than one explicit
 * argument" (both were accepted and gave wrong sums; the combined-construct form was already
 * rejected under 2.5.4). */
enum { D2 = 2 };

int main(void) {
    int s = 0;
#pragma acc parallel num_gangs(2, 2) copy(s)
    {
#pragma acc loop gang(dim:2) reduction(+:s)
        for (int i = 0; i < 10; i++)
            s += i;
    }
#pragma acc parallel copy(s)
    {
#pragma acc loop gang(dim:D2) reduction(+:s)
        for (int i = 0; i < 10; i++)
            s += i;
    }
#pragma acc parallel num_gangs(2, 2, 2) copy(s)
    {
#pragma acc loop gang reduction(+:s)
        for (int i = 0; i < 10; i++)
            s += i;
    }
    /* Fine: one-dimensional gangs. */
#pragma acc parallel num_gangs(4) copy(s)
    {
#pragma acc loop gang(dim:1) reduction(+:s)
        for (int i = 0; i < 10; i++)
            s += i;
    }
    return s;
}
