/* acc_prof.h -- the OpenACC 3.3 profiling and error callback interface of oxacc (spec chapter 5).
 *
 * Enumeration values, struct layouts and valid_bytes are the spec's, so a tool built against
 * another implementation's header works unchanged (LP64: ssize_t and size_t are 64-bit, int is
 * 32-bit). acc_callback.h is the spec's name for this header; both exist.
 *
 * Loading a tool (5.3): ACC_PROFLIB=lib1.so;lib2.so (each library's acc_register_library is
 * called at runtime initialization), a statically linked or LD_PRELOADed library defining
 * acc_register_library (the runtime's own definition is weak and empty), or the application
 * calling acc_prof_register itself (5.3.5). Compiles as C99 and as C++. */
#ifndef OXACC_ACC_PROF_H
#define OXACC_ACC_PROF_H

#include <stddef.h>
#include <sys/types.h> /* ssize_t */

#include "openacc.h"

#ifdef __cplusplus
extern "C" {
#endif

/* 5.1 Events. acc_ev_last is one past the largest value (the spec says not to depend on it). */
typedef enum acc_event_t {
    acc_ev_none = 0,
    acc_ev_device_init_start = 1,
    acc_ev_device_init_end = 2,
    acc_ev_device_shutdown_start = 3,
    acc_ev_device_shutdown_end = 4,
    acc_ev_runtime_shutdown = 5,
    acc_ev_create = 6,
    acc_ev_delete = 7,
    acc_ev_alloc = 8,
    acc_ev_free = 9,
    acc_ev_enter_data_start = 10,
    acc_ev_enter_data_end = 11,
    acc_ev_exit_data_start = 12,
    acc_ev_exit_data_end = 13,
    acc_ev_update_start = 14,
    acc_ev_update_end = 15,
    acc_ev_compute_construct_start = 16,
    acc_ev_compute_construct_end = 17,
    acc_ev_enqueue_launch_start = 18,
    acc_ev_enqueue_launch_end = 19,
    acc_ev_enqueue_upload_start = 20,
    acc_ev_enqueue_upload_end = 21,
    acc_ev_enqueue_download_start = 22,
    acc_ev_enqueue_download_end = 23,
    acc_ev_wait_start = 24,
    acc_ev_wait_end = 25,
    acc_ev_error = 100,
    acc_ev_last = 101
} acc_event_t;

/* 5.2.1 First argument: general information. valid_bytes = 72 (LP64). */
typedef struct acc_prof_info {
    acc_event_t event_type;
    int valid_bytes;
    int version;          /* _OPENACC */
    acc_device_t device_type;
    int device_number;
    int thread_id;        /* 0, 1, 2, ... in the order host threads first raise an event */
    ssize_t async;        /* the async-argument (acc_async_sync, acc_async_noval, or >= 0) */
    ssize_t async_queue;  /* the queue it maps to (acc_async_sync for synchronous work) */
    const char *src_file;
    const char *func_name;
    int line_no, end_line_no;
    int func_line_no, func_end_line_no;
} acc_prof_info;
typedef struct acc_prof_info acc_callback_info;

/* 5.2.2 parent_construct values. */
typedef enum acc_construct_t {
    acc_construct_parallel = 0,
    acc_construct_kernels = 1,
    acc_construct_loop = 2,
    acc_construct_data = 3,
    acc_construct_enter_data = 4,
    acc_construct_exit_data = 5,
    acc_construct_host_data = 6,
    acc_construct_atomic = 7,
    acc_construct_declare = 8,
    acc_construct_init = 9,
    acc_construct_shutdown = 10,
    acc_construct_set = 11,
    acc_construct_update = 12,
    acc_construct_routine = 13,
    acc_construct_wait = 14,
    acc_construct_runtime_api = 15,
    acc_construct_serial = 16
} acc_construct_t;

/* Data events: upload, download, create, delete, alloc, free. valid_bytes = 56. */
typedef struct acc_data_event_info {
    acc_event_t event_type;
    int valid_bytes;
    acc_construct_t parent_construct;
    int implicit;
    void *tool_info;
    const char *var_name;
    size_t bytes;
    const void *host_ptr;
    const void *device_ptr;
} acc_data_event_info;

/* Launch events. num_gangs_per_dim[0] is the number of dimensions, then the gangs of each.
 * valid_bytes = 64. */
typedef struct acc_launch_event_info {
    acc_event_t event_type;
    int valid_bytes;
    acc_construct_t parent_construct;
    int implicit;
    void *tool_info;
    const char *kernel_name;
    size_t num_gangs, num_workers, vector_length;
    size_t *num_gangs_per_dim;
} acc_launch_event_info;

/* Error events (acc_ev_error). acc_error_t is in openacc.h. valid_bytes = 48. */
typedef struct acc_error_event_info {
    acc_event_t event_type;
    int valid_bytes;
    acc_construct_t parent_construct;
    int implicit;
    void *tool_info;
    acc_error_t error_code;
    const char *error_message;
    size_t runtime_info;
} acc_error_event_info;

/* Every other event. valid_bytes = 24. */
typedef struct acc_other_event_info {
    acc_event_t event_type;
    int valid_bytes;
    acc_construct_t parent_construct;
    int implicit;
    void *tool_info;
} acc_other_event_info;

/* 5.2.2 Second argument. error_event is an addition (the spec's union lists the first four;
 * the union's size is unchanged). */
typedef union acc_event_info {
    acc_event_t event_type;
    acc_data_event_info data_event;
    acc_launch_event_info launch_event;
    acc_other_event_info other_event;
    acc_error_event_info error_event;
} acc_event_info;

/* 5.2.3 Third argument. */
typedef enum acc_device_api {
    acc_device_api_none = 0,   /* no device API (host, oxacc's emulated device) */
    acc_device_api_cuda = 1,   /* CUDA driver API */
    acc_device_api_opencl = 2, /* OpenCL API */
    acc_device_api_other = 4,  /* other device API */
    acc_device_api_implementation_defined = 1000
} acc_device_api;

/* valid_bytes = 40. For CUDA: device_handle is the CUdevice (as a pointer-sized value),
 * context_handle the CUcontext, async_handle the CUstream (null: the legacy default stream). */
typedef struct acc_api_info {
    acc_device_api device_api;
    int valid_bytes;
    acc_device_t device_type;
    int vendor;                 /* oxacc: 0x6f78 ('ox') */
    const void *device_handle;
    const void *context_handle;
    const void *async_handle;
} acc_api_info;

typedef void (*acc_callback)(acc_callback_info *, acc_event_info *, acc_api_info *);
typedef acc_callback acc_prof_callback;

/* 5.3 Loading the library; 5.4 registering callbacks. */
typedef enum acc_register_t {
    acc_reg = 0,
    acc_toggle = 1,
    acc_toggle_per_thread = 2
} acc_register_t;

typedef void (*acc_prof_reg)(acc_event_t event_type, acc_callback cb, acc_register_t info);
typedef void (*acc_query_fn)(void);
typedef acc_query_fn (*acc_prof_lookup_func)(const char *acc_query_fn_name);

void acc_callback_register(acc_event_t event_type, acc_callback cb, acc_register_t info);
void acc_callback_unregister(acc_event_t event_type, acc_callback cb, acc_register_t info);
void acc_prof_register(acc_event_t event_type, acc_prof_callback cb, acc_register_t info);
void acc_prof_unregister(acc_event_t event_type, acc_prof_callback cb, acc_register_t info);
/* No inquiry functions are defined by the spec: every name gives NULL. */
acc_query_fn acc_prof_lookup(const char *acc_query_fn_name);
/* Defined by a tool library; the runtime's own definition is weak and does nothing. */
void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup);

#ifdef __cplusplus
}
#endif

#endif /* OXACC_ACC_PROF_H */
