/* strtok (C11 7.24.5.8) in a compute region (OpenACC 3.3, 2.5.1): the region ran on the host
 * only ("a call of 'strtok', which has no definition in this file"). In device code each
 * thread keeps its own state (as strtok_r with a save pointer of the kernel's), so a parallel
 * loop whose iterations tokenize their own lines gets each line's tokens. The host team runs
 * glibc's strtok, whose one state its threads share (as in OpenMP code): there the loop uses
 * strtok_r, and a serial region checks strtok itself. Results are compared with the host's. */
#include <openacc.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

enum { N = 64, L = 48 };

int main(void) {
    static char line[N][L];
    for (int i = 0; i < N; i++) {
        int k = 0;
        for (int t = 0; t <= i % 5; t++) k += sprintf(line[i] + k, "%s%d%s", t % 2 ? ",," : " ", i * 7 + t, t == 2 ? ";" : "");
    }
    long sum[N];
    int count[N];
#pragma acc parallel loop copyin(line) copyout(sum, count)
    for (int i = 0; i < N; i++) {
        char w[L];
        strcpy(w, line[i]);
        long s = 0;
        int c = 0;
        if (acc_on_device(acc_device_not_host)) {
            for (char *t = strtok(w, " ,;"); t; t = strtok(NULL, " ,;")) {
                s += atol(t);
                c++;
            }
        } else {
            char *save;
            for (char *t = strtok_r(w, " ,;", &save); t; t = strtok_r(NULL, " ,;", &save)) {
                s += atol(t);
                c++;
            }
        }
        sum[i] = s;
        count[i] = c;
    }
    char words[4][L];
    char text[L] = "  alpha beta,,gamma;  ";
    int nw = 0;
#pragma acc serial copy(text, words, nw)
    {
        for (char *t = strtok(text, " ,;"); t && nw < 4; t = strtok(0, " ,;")) strcpy(words[nw++], t);
        if (strtok(0, " ") == 0) nw += 10;
    }
    for (int i = 0; i < N; i++) {
        char w[L];
        strcpy(w, line[i]);
        long s = 0;
        int c = 0;
        for (char *t = strtok(w, " ,;"); t; t = strtok(NULL, " ,;")) {
            s += atol(t);
            c++;
        }
        CHECK(sum[i] == s && count[i] == c && c == i % 5 + 1);
    }
    CHECK(nw == 13 && strcmp(words[0], "alpha") == 0 && strcmp(words[1], "beta") == 0 &&
          strcmp(words[2], "gamma") == 0);
    CHECK(strcmp(text, "  alpha") == 0);
    CHECK_DONE();
}
