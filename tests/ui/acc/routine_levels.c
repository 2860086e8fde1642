#pragma acc routine gang worker
void g(void);
#pragma acc routine nohost
void h(void);
#pragma acc routine device_type(nvidia) worker device_type(*) gang
void k(void);
#pragma acc routine gang device_type(nvidia) worker
void m(void);
#pragma acc routine seq device_type(nvidia) worker vector
void n(void);
