void f(int n) {
#pragma acc wait(devnum:)
#pragma acc wait(devnum: : 1)
#pragma acc wait()
#pragma acc parallel wait(devnum: n: queues: 1,)
    ;
}
