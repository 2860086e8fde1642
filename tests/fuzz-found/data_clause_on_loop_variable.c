/* fuzz-found: a data clause naming the loop variable of the combined construct
 * status: open (crates/oxacc-lower/src/compute/outline.rs or loops.rs)
 * expect: accept
 * The loop variable is predetermined private to the loop (OpenACC 3.3, 2.6.1); the data clause
 * applies to the compute part and names the host variable. gcc accepts this; oxacc accepts it
 * and the outlined loop uses `i` undeclared ("'i' undeclared"). Seen with copyout(i),
 * copyin(j) (collapse), create(j, i). */
int main(void) {
    int i, a[8];
#pragma acc parallel loop copyout(i)
    for (i = 0; i < 8; i++)
        a[i] = i;
    return a[7] != 7;
}
