void f(int n) {
    double d = 1.5;
#pragma acc wait(devnum:)
#pragma acc wait(devnum: : 1)
#pragma acc wait()
#pragma acc parallel wait(devnum: n: queues: 1,)
    ;
#pragma acc wait(devnum: d)
}
