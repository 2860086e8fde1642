/* The routine and the declared array ctor_main.c's constructor uses. */
int shared_tab[8];
#pragma acc declare create(shared_tab)

#pragma acc routine seq
int tw(int x) { return 2 * x; }
