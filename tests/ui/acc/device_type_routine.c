#pragma acc routine device_type(nvidia) seq nohost
void g(void);
