/* The routines of abi_lib.c as the files that call them see them (2.15.1). */
#ifndef ABI_H
#define ABI_H
struct pt { double x, y; };
#pragma acc routine seq
double dot2(struct pt p, struct pt q);
#pragma acc routine seq
struct pt mid(struct pt p, struct pt q);
#pragma acc routine seq
void shift(struct pt *p, double d);
#pragma acc routine seq
const struct pt *farther(const struct pt *p, const struct pt *q);
#pragma acc routine seq
int apply(int (*f)(int), int x);
/* A struct with a const member (no default constructor or assignment in C++), a union. */
struct cp { const int k; double v; };
#pragma acc routine seq
struct cp make_cp(int k);
union bits { int i; float f; };
#pragma acc routine seq
int bits_of(union bits b);
#pragma acc routine seq
int twice_dev(int x);
#pragma acc routine seq bind(twice_dev)
int twice(int x);
#endif
