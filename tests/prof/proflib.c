/* A profiling tool library (spec chapter 5), loaded by ACC_PROFLIB or linked into the program
 * (a statically linked tool: its acc_register_library replaces the runtime's weak one, 5.3.2). It registers two callbacks, `first` and `second`, for every event
 * and logs each event to $PROFLIB_LOG: `first` writes the event's line, `second` a line "  +",
 * so the log shows the order of the callbacks (start and other events: first, second; end
 * events: second, first; 5.4.1).
 *
 * It checks, and reports as "FAIL:" lines in the log (the test fails on any):
 *  - valid_bytes and version of every structure (5.2.1: the spec's LP64 sizes);
 *  - every _end event matches the innermost open _start of its thread (same kind, same
 *    construct location) and receives the tool_info the start callback left (5.2.2);
 *  - the structure fields against the event kind (data events have a var_name or bytes...);
 *  - refcounts: `first` is registered twice for acc_ev_wait_start and unregistered once, so it
 *    still runs once per wait (5.4.1).
 * Toggles it drives itself: inside an update in function toggle_cb, `second` is disabled for
 * the upload events (from the update_start callback: 5.5.1) and enabled again at update_end. */
#include <acc_prof.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static FILE *out;
static acc_prof_reg reg_fn, unreg_fn;

static const char *event_name(acc_event_t e)
{
    switch (e) {
    case acc_ev_device_init_start: return "device_init_start";
    case acc_ev_device_init_end: return "device_init_end";
    case acc_ev_device_shutdown_start: return "device_shutdown_start";
    case acc_ev_device_shutdown_end: return "device_shutdown_end";
    case acc_ev_runtime_shutdown: return "runtime_shutdown";
    case acc_ev_create: return "create";
    case acc_ev_delete: return "delete";
    case acc_ev_alloc: return "alloc";
    case acc_ev_free: return "free";
    case acc_ev_enter_data_start: return "enter_data_start";
    case acc_ev_enter_data_end: return "enter_data_end";
    case acc_ev_exit_data_start: return "exit_data_start";
    case acc_ev_exit_data_end: return "exit_data_end";
    case acc_ev_update_start: return "update_start";
    case acc_ev_update_end: return "update_end";
    case acc_ev_compute_construct_start: return "compute_construct_start";
    case acc_ev_compute_construct_end: return "compute_construct_end";
    case acc_ev_enqueue_launch_start: return "launch_start";
    case acc_ev_enqueue_launch_end: return "launch_end";
    case acc_ev_enqueue_upload_start: return "upload_start";
    case acc_ev_enqueue_upload_end: return "upload_end";
    case acc_ev_enqueue_download_start: return "download_start";
    case acc_ev_enqueue_download_end: return "download_end";
    case acc_ev_wait_start: return "wait_start";
    case acc_ev_wait_end: return "wait_end";
    case acc_ev_error: return "error";
    default: return "?";
    }
}

static int is_start(acc_event_t e)
{
    return e == acc_ev_device_init_start || e == acc_ev_device_shutdown_start ||
           e == acc_ev_enter_data_start || e == acc_ev_exit_data_start || e == acc_ev_update_start ||
           e == acc_ev_compute_construct_start || e == acc_ev_enqueue_launch_start ||
           e == acc_ev_enqueue_upload_start || e == acc_ev_enqueue_download_start ||
           e == acc_ev_wait_start;
}

static int is_end(acc_event_t e)
{
    return e == acc_ev_device_init_end || e == acc_ev_device_shutdown_end ||
           e == acc_ev_enter_data_end || e == acc_ev_exit_data_end || e == acc_ev_update_end ||
           e == acc_ev_compute_construct_end || e == acc_ev_enqueue_launch_end ||
           e == acc_ev_enqueue_upload_end || e == acc_ev_enqueue_download_end ||
           e == acc_ev_wait_end;
}

static int is_data(acc_event_t e)
{
    return e == acc_ev_create || e == acc_ev_delete || e == acc_ev_alloc || e == acc_ev_free ||
           (e >= acc_ev_enqueue_upload_start && e <= acc_ev_enqueue_download_end);
}

static int is_launch(acc_event_t e)
{
    return e == acc_ev_enqueue_launch_start || e == acc_ev_enqueue_launch_end;
}

#define FAIL(...)                                                                                   \
    do {                                                                                            \
        fprintf(out, "FAIL: " __VA_ARGS__);                                                         \
        fputc('\n', out);                                                                           \
    } while (0)

/* Open starts per thread (the tests use few threads). */
#define MAXT 64
#define DEPTH 64
static struct open_start {
    acc_event_t kind;
    int line;
    void *token;
} stack[MAXT][DEPTH];
static int depth[MAXT];
static uintptr_t next_token = 1;

static const char *base(const char *p)
{
    const char *s;
    if (!p)
        return "-";
    s = strrchr(p, '/');
    return s ? s + 1 : p;
}

/* The order check: for a non-end event `first` runs, then `second` (first_ran 1 between
 * them); for an end event `second`, then `first`. `second_off`: `second` is toggled off for
 * the upload events (inside toggle_cb's update). */
static __thread int first_ran;
static int second_off;

static void first(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    acc_event_t e = pi->event_type;
    int t = pi->thread_id;
    if (!out)
        return;
    /* version: the _OPENACC value (5.2.1), 202211 for 3.3; this library is built by cc
     * without -acc, where _OPENACC is not defined (nor by openacc.h, as with gcc's and nvc's) */
    if (pi->valid_bytes != 72 || pi->version != 202211 || ai->valid_bytes != 40)
        FAIL("%s: prof/api valid_bytes %d/%d version %d", event_name(e), pi->valid_bytes,
             ai->valid_bytes, pi->version);
    if (ei->event_type != e)
        FAIL("%s: event_info says %d", event_name(e), (int)ei->event_type);
    if (is_data(e) && ei->data_event.valid_bytes != 56)
        FAIL("%s: data valid_bytes %d", event_name(e), ei->data_event.valid_bytes);
    if (is_launch(e) && ei->launch_event.valid_bytes != 64)
        FAIL("%s: launch valid_bytes %d", event_name(e), ei->launch_event.valid_bytes);
    if (e == acc_ev_error && ei->other_event.valid_bytes != 48)
        FAIL("error: valid_bytes %d", ei->other_event.valid_bytes);
    if (!is_data(e) && !is_launch(e) && e != acc_ev_error && ei->other_event.valid_bytes != 24)
        FAIL("%s: other valid_bytes %d", event_name(e), ei->other_event.valid_bytes);
    if (t < 0 || t >= MAXT) {
        FAIL("%s: thread_id %d", event_name(e), t);
        return;
    }
    if (is_start(e)) {
        if (ei->other_event.tool_info != NULL)
            FAIL("%s: tool_info not null at a start", event_name(e));
        if (depth[t] < DEPTH) {
            stack[t][depth[t]].kind = e;
            stack[t][depth[t]].line = pi->line_no;
            stack[t][depth[t]].token = (void *)next_token;
        }
        ei->other_event.tool_info = (void *)next_token++;
        depth[t]++;
    } else if (is_end(e)) {
        if (depth[t] <= 0) {
            FAIL("%s at line %d: no open start", event_name(e), pi->line_no);
        } else {
            struct open_start *s = &stack[t][--depth[t]];
            if (s->kind + 1 != e || s->line != pi->line_no || s->token != ei->other_event.tool_info)
                FAIL("%s at line %d closes %s at line %d (tool_info %p, expected %p)",
                     event_name(e), pi->line_no, event_name(s->kind), s->line,
                     ei->other_event.tool_info, s->token);
        }
    } else if (ei->other_event.tool_info != NULL) {
        FAIL("%s: tool_info not null", event_name(e));
    }
    {
        int expect_second =
            !(second_off && (e == acc_ev_enqueue_upload_start || e == acc_ev_enqueue_upload_end));
        if (is_end(e) ? first_ran != expect_second : first_ran != 0)
            FAIL("%s: callback order", event_name(e));
        first_ran = !is_end(e) && expect_second;
    }

    fprintf(out, "%s parent=%d implicit=%d dev=%d:%d thread=%d async=%ld queue=%ld %s:%s:%d-%d fn=%d-%d",
            event_name(e), (int)ei->other_event.parent_construct, ei->other_event.implicit,
            (int)pi->device_type, pi->device_number, t, (long)pi->async, (long)pi->async_queue,
            base(pi->src_file), pi->func_name ? pi->func_name : "-", pi->line_no, pi->end_line_no,
            pi->func_line_no, pi->func_end_line_no);
    if (is_data(e)) {
        acc_data_event_info *d = &ei->data_event;
        fprintf(out, " var=%s bytes=%lu", d->var_name ? d->var_name : "-", (unsigned long)d->bytes);
        if (e != acc_ev_free && e != acc_ev_alloc && !d->host_ptr)
            FAIL("%s: no host_ptr", event_name(e));
        if (!d->device_ptr)
            FAIL("%s: no device_ptr", event_name(e));
    }
    if (is_launch(e)) {
        acc_launch_event_info *l = &ei->launch_event;
        size_t g = 1;
        for (size_t i = 1; i <= l->num_gangs_per_dim[0]; i++)
            g *= l->num_gangs_per_dim[i];
        if (g != l->num_gangs)
            FAIL("%s: num_gangs_per_dim", event_name(e));
        fprintf(out, " kernel=%s gangs=%lu workers=%lu vector=%lu",
                l->kernel_name ? "named" : "-", (unsigned long)l->num_gangs,
                (unsigned long)l->num_workers, (unsigned long)l->vector_length);
    }
    if (e == acc_ev_error) {
        acc_error_event_info *x = &ei->error_event;
        fprintf(out, " code=%d message=%s", (int)x->error_code,
                x->error_message ? x->error_message : "-");
    }
    if (ai->device_type != pi->device_type)
        FAIL("%s: api device_type", event_name(e));
    fputc('\n', out);
    if (e == acc_ev_runtime_shutdown) {
        for (int i = 0; i < MAXT; i++)
            if (depth[i] != 0)
                FAIL("thread %d: %d starts never ended", i, depth[i]);
        fclose(out);
        out = NULL;
    }
}

static void second(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    acc_event_t e = pi->event_type;
    (void)ai;
    if (!out)
        return;
    if (is_end(e) ? first_ran != 0 : first_ran != 1)
        FAIL("%s: callback order (second)", event_name(e));
    first_ran = is_end(e);
    fprintf(out, "  +\n");
    /* 5.5.1: toggling callbacks while an event is processed. */
    if (e == acc_ev_update_start && pi->func_name && strcmp(pi->func_name, "toggle_cb") == 0) {
        unreg_fn(acc_ev_enqueue_upload_start, second, acc_toggle);
        unreg_fn(acc_ev_enqueue_upload_end, second, acc_toggle);
        second_off = 1;
    }
    if (e == acc_ev_update_end && pi->func_name && strcmp(pi->func_name, "toggle_cb") == 0) {
        reg_fn(acc_ev_enqueue_upload_start, second, acc_toggle);
        reg_fn(acc_ev_enqueue_upload_end, second, acc_toggle);
        second_off = 0;
    }
    (void)ei;
}

void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup)
{
    const char *path = getenv("PROFLIB_LOG");
    out = fopen(path ? path : "proflib.log", "w");
    if (!out)
        return;
    setvbuf(out, NULL, _IOLBF, 0);
    reg_fn = reg;
    unreg_fn = unreg;
    if (lookup("acc_prof_register") != NULL)
        FAIL("acc_prof_lookup knows a name the spec does not define");
    for (int e = acc_ev_device_init_start; e <= acc_ev_wait_end; e++) {
        reg((acc_event_t)e, first, acc_reg);
        reg((acc_event_t)e, second, acc_reg);
    }
    reg(acc_ev_error, first, acc_reg);
    reg(acc_ev_error, second, acc_reg);
    /* refcount: registered twice, unregistered once: still called once per event. */
    reg(acc_ev_wait_start, first, acc_reg);
    unreg(acc_ev_wait_start, first, acc_reg);
    fprintf(out, "registered\n");
}

