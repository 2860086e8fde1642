/* `_Atomic` locals that the threads of a gang or of a worker share (declared in gang- or
 * worker-redundant code, updated in a `vector` loop: one copy per gang or worker, OpenACC 3.3
 * 2.6.1): the regions ran on the host only (a warning: "'c' has an _Atomic type"). Every use
 * is now an atomic operation on the shared copy (C11 6.5.16.2p3, 6.5.2.4p2): compound
 * assignments, `++`/`--` with their values (a ticket per iteration), plain stores and loads,
 * for integer types of 1 to 8 bytes (floating ones too; C's `+=` on an `_Atomic double` needs
 * libatomic on the host, so this test leaves them out). */
#include "check.h"

#define G 8
#define W 4
#define V 100

int main(void) {
    int cnt[G], tickets_ok[G], wdown[G][W];
    int ssum[G];
    unsigned char bits[G];
    long long big[G];
#pragma acc parallel num_gangs(G) num_workers(W) vector_length(32) \
    copyout(cnt, tickets_ok, wdown, ssum, bits, big)
    {
#pragma acc loop gang
        for (int g = 0; g < G; g++) {
            _Atomic int c = 0;
            _Atomic int next = 0;
            _Atomic short d = 5;
            _Atomic unsigned char b = 0;
            _Atomic long long L = 1;
            int seen[V];
#pragma acc loop vector
            for (int j = 0; j < V; j++) {
                c += 2;
                c -= 1;
                int t = next++;
                seen[t] = 1;
                d += 3;
                b |= (unsigned char)(1u << (j % 8));
                if (j == 7)
                    L = 40;
            }
            L++;
            int all = 1;
            for (int k = 0; k < V; k++)
                all = all && seen[k] == 1;
            cnt[g] = c + g;
            tickets_ok[g] = all && next == V;
            ssum[g] = d;
            bits[g] = b;
            big[g] = L + g;
#pragma acc loop worker
            for (int w = 0; w < W; w++) {
                _Atomic long down = 1000;
#pragma acc loop vector
                for (int j = 0; j < 50; j++)
                    --down;
                wdown[g][w] = (int)down + w;
            }
        }
    }
    for (int g = 0; g < G; g++) {
        CHECK(cnt[g] == V + g);
        CHECK(tickets_ok[g] == 1);
        CHECK(ssum[g] == 5 + 3 * V);
        CHECK(bits[g] == 0xff);
        CHECK(big[g] == 41 + g);
        for (int w = 0; w < W; w++)
            CHECK(wdown[g][w] == 950 + w);
    }
    CHECK_DONE();
}
