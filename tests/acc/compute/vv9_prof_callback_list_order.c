/* OpenACC 3.3, 5.4.1 (multiple callbacks) and 5.4.2 (disabling and enabling callbacks):
 * callbacks of an event are invoked in registration order, those of an end event in the
 * reverse order; a routine registered twice is invoked once and needs two unregistrations;
 * one unregistered and registered again moves to the tail; one disabled with acc_toggle and
 * enabled again keeps its place; toggling an unregistered routine is ignored; a NULL routine
 * with acc_toggle disables or enables the whole event, acc_ev_none with NULL every event;
 * registering while the event is disabled is allowed. Driven by compute constructs (the
 * compute_construct_start and _end events fire on every device type). */
#include <string.h>
#include <acc_prof.h>
#include <openacc.h>
#include "check.h"
static char logbuf[256];
static int len;
static void put(char c) {
    if (len < 255) logbuf[len++] = c;
    logbuf[len] = 0;
}
/* upper case for start events, lower case for end events */
static void cb_a(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai) {
    (void)ei, (void)ai;
    put(pi->event_type == acc_ev_compute_construct_start ? 'A' : 'a');
}
static void cb_b(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai) {
    (void)ei, (void)ai;
    put(pi->event_type == acc_ev_compute_construct_start ? 'B' : 'b');
}
static void cb_c(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai) {
    (void)ei, (void)ai;
    put(pi->event_type == acc_ev_compute_construct_start ? 'C' : 'c');
}
static void reg(acc_prof_callback cb, acc_register_t r) {
    acc_prof_register(acc_ev_compute_construct_start, cb, r);
    acc_prof_register(acc_ev_compute_construct_end, cb, r);
}
static void unreg(acc_prof_callback cb, acc_register_t r) {
    acc_prof_unregister(acc_ev_compute_construct_start, cb, r);
    acc_prof_unregister(acc_ev_compute_construct_end, cb, r);
}
static int x;
static const char *region(void) {
    len = 0;
    logbuf[0] = 0;
#pragma acc serial copy(x)
    x++;
    return logbuf;
}
int main(void) {
    reg(cb_a, acc_reg);
    reg(cb_b, acc_reg);
    reg(cb_c, acc_reg);
    CHECK(strcmp(region(), "ABCcba") == 0);
    /* B registered a second time: still invoked once, same place */
    reg(cb_b, acc_reg);
    CHECK(strcmp(region(), "ABCcba") == 0);
    /* one unregistration leaves it (refcount 2 -> 1) */
    unreg(cb_b, acc_reg);
    CHECK(strcmp(region(), "ABCcba") == 0);
    /* the second removes it; registering again appends it to the tail */
    unreg(cb_b, acc_reg);
    CHECK(strcmp(region(), "ACca") == 0);
    reg(cb_b, acc_reg);
    CHECK(strcmp(region(), "ACBbca") == 0);
    /* disabling and enabling keeps the place */
    unreg(cb_c, acc_toggle);
    CHECK(strcmp(region(), "ABba") == 0);
    unreg(cb_c, acc_toggle); /* disabled twice, enabled once: enabled */
    reg(cb_c, acc_toggle);
    CHECK(strcmp(region(), "ACBbca") == 0);
    /* enabling a routine that is not registered is ignored */
    unreg(cb_a, acc_reg);
    reg(cb_a, acc_toggle);
    CHECK(strcmp(region(), "CBbc") == 0);
    /* the whole start event disabled; a registration meanwhile takes effect later */
    acc_prof_unregister(acc_ev_compute_construct_start, NULL, acc_toggle);
    acc_prof_register(acc_ev_compute_construct_start, cb_a, acc_reg);
    CHECK(strcmp(region(), "bc") == 0);
    acc_prof_register(acc_ev_compute_construct_start, NULL, acc_toggle);
    CHECK(strcmp(region(), "CBAbc") == 0);
    /* every event off, then on */
    acc_prof_unregister(acc_ev_none, NULL, acc_toggle);
    CHECK(strcmp(region(), "") == 0);
    acc_prof_register(acc_ev_none, NULL, acc_toggle);
    CHECK(strcmp(region(), "CBAbc") == 0);
    unreg(cb_b, acc_reg);
    unreg(cb_c, acc_reg);
    acc_prof_unregister(acc_ev_compute_construct_start, cb_a, acc_reg);
    CHECK(strcmp(region(), "") == 0);
    CHECK(x == 13); /* thirteen regions ran */
    CHECK_DONE();
}
