/* openacc.h -- the OpenACC 3.3 runtime library interface of oxacc (spec chapter 3 and
 * appendix A.2.1). Compiles as C99 and as C++. */
#ifndef OXACC_OPENACC_H
#define OXACC_OPENACC_H

#include <stddef.h>

/* _OPENACC is the compiler's to define (oxacc -acc does): a file compiled without -acc that
 * includes this header (the driver puts it on every compile's search path, so that objects
 * compiled without -acc and linked into an OpenACC program agree with the runtime on the
 * values below) keeps its `#ifdef _OPENACC` code out, as with gcc's and nvc's headers. */

#ifdef __cplusplus
extern "C" {
#endif

/* Device types (spec 3.1, appendix A.1). acc_device_oxacc_emul is oxacc's discrete-memory
 * device emulated in host memory (for testing data rules without a GPU). acc_device_radeon is
 * A.1.2's name for AMD GPUs, with nvc's value, so that portable programs that test for it
 * compile; oxacc has no AMD backend, so no device of that type is ever available. */
typedef enum acc_device_t {
    acc_device_current = -1,
    acc_device_none = 0,
    acc_device_default = 1,
    acc_device_host = 2,
    acc_device_not_host = 3,
    acc_device_nvidia = 4,
    acc_device_radeon = 5,
    acc_device_oxacc_emul = 100
} acc_device_t;

/* Device properties (spec 3.2.6). */
typedef enum acc_device_property_t {
    acc_property_memory = 1,
    acc_property_free_memory = 2,
    acc_property_shared_memory_support = 3,
    acc_property_name = 0x10001,
    acc_property_vendor = 0x10002,
    acc_property_driver = 0x10003
} acc_device_property_t;

/* Special async-argument values (spec 2.16.1, 3.2.14). */
#define acc_async_noval (-1)
#define acc_async_sync (-2)
#define acc_async_default (-3)

/* Error codes (spec 5.2.2). */
typedef enum acc_error_t {
    acc_error_none = 0,
    acc_error_other = 1,
    acc_error_system = 2,
    acc_error_execution = 3,
    acc_error_device_init = 4,
    acc_error_device_shutdown = 5,
    acc_error_device_unavailable = 6,
    acc_error_device_type_unavailable = 7,
    acc_error_wrong_device_type = 8,
    acc_error_out_of_memory = 9,
    acc_error_not_present = 10,
    acc_error_partly_present = 11,
    acc_error_present = 12,
    acc_error_invalid_argument = 13,
    acc_error_invalid_async = 14,
    acc_error_invalid_null_pointer = 15,
    acc_error_invalid_data_section = 16,
    acc_error_implementation_defined = 100
} acc_error_t;

#define h_void void
#define d_void void

/* 3.2.1 - 3.2.8: devices */
int acc_get_num_devices(acc_device_t dev_type);
void acc_set_device_type(acc_device_t dev_type);
acc_device_t acc_get_device_type(void);
void acc_set_device_num(int dev_num, acc_device_t dev_type);
int acc_get_device_num(acc_device_t dev_type);
size_t acc_get_property(int dev_num, acc_device_t dev_type, acc_device_property_t property);
const char *acc_get_property_string(int dev_num, acc_device_t dev_type, acc_device_property_t property);
void acc_init(acc_device_t dev_type);
void acc_init_device(int dev_num, acc_device_t dev_type);
void acc_shutdown(acc_device_t dev_type);
void acc_shutdown_device(int dev_num, acc_device_t dev_type);

/* 3.2.9 - 3.2.14: asynchronous queues */
int acc_async_test(int wait_arg);
int acc_async_test_device(int wait_arg, int dev_num);
int acc_async_test_all(void);
int acc_async_test_all_device(int dev_num);
void acc_wait(int wait_arg);
void acc_wait_device(int wait_arg, int dev_num);
void acc_wait_all(void);
void acc_wait_all_device(int dev_num);
/* OpenACC 1.0's names of acc_wait and acc_wait_all (renamed in 2.0; gcc and nvc keep them) */
void acc_async_wait(int wait_arg);
void acc_async_wait_all(void);
void acc_wait_async(int wait_arg, int async_arg);
void acc_wait_device_async(int wait_arg, int async_arg, int dev_num);
void acc_wait_all_async(int async_arg);
void acc_wait_all_device_async(int async_arg, int dev_num);
int acc_wait_any(int count, int wait_arg[]);
int acc_wait_any_device(int count, int wait_arg[], int dev_num);
int acc_get_default_async(void);
void acc_set_default_async(int async_arg);

/* 3.2.15 */
int acc_on_device(acc_device_t dev_type);

/* 3.2.16 - 3.2.30: memory and data */
d_void *acc_malloc(size_t bytes);
void acc_free(d_void *data_dev);
d_void *acc_copyin(h_void *data_arg, size_t bytes);
d_void *acc_create(h_void *data_arg, size_t bytes);
void acc_copyin_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_create_async(h_void *data_arg, size_t bytes, int async_arg);
d_void *acc_present_or_copyin(h_void *data_arg, size_t bytes);
d_void *acc_pcopyin(h_void *data_arg, size_t bytes);
d_void *acc_present_or_create(h_void *data_arg, size_t bytes);
d_void *acc_pcreate(h_void *data_arg, size_t bytes);
void acc_copyout(h_void *data_arg, size_t bytes);
void acc_delete(h_void *data_arg, size_t bytes);
void acc_copyout_finalize(h_void *data_arg, size_t bytes);
void acc_delete_finalize(h_void *data_arg, size_t bytes);
void acc_copyout_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_delete_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_copyout_finalize_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_delete_finalize_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_update_device(h_void *data_arg, size_t bytes);
void acc_update_self(h_void *data_arg, size_t bytes);
void acc_update_device_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_update_self_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_map_data(h_void *data_arg, d_void *data_dev, size_t bytes);
void acc_unmap_data(h_void *data_arg);
d_void *acc_deviceptr(h_void *data_arg);
h_void *acc_hostptr(d_void *data_dev);
int acc_is_present(h_void *data_arg, size_t bytes);
void acc_memcpy_to_device(d_void *data_dev_dest, h_void *data_host_src, size_t bytes);
void acc_memcpy_to_device_async(d_void *data_dev_dest, h_void *data_host_src, size_t bytes, int async_arg);
void acc_memcpy_from_device(h_void *data_host_dest, d_void *data_dev_src, size_t bytes);
void acc_memcpy_from_device_async(h_void *data_host_dest, d_void *data_dev_src, size_t bytes, int async_arg);
void acc_memcpy_device(d_void *data_dev_dest, d_void *data_dev_src, size_t bytes);
void acc_memcpy_device_async(d_void *data_dev_dest, d_void *data_dev_src, size_t bytes, int async_arg);
void acc_attach(h_void **ptr_addr);
void acc_attach_async(h_void **ptr_addr, int async_arg);
void acc_detach(h_void **ptr_addr);
void acc_detach_async(h_void **ptr_addr, int async_arg);
void acc_detach_finalize(h_void **ptr_addr);
void acc_detach_finalize_async(h_void **ptr_addr, int async_arg);
void acc_memcpy_d2d(h_void *data_arg_dest, h_void *data_arg_src, size_t bytes, int dev_num_dest, int dev_num_src);
void acc_memcpy_d2d_async(h_void *data_arg_dest, h_void *data_arg_src, size_t bytes, int dev_num_dest,
                          int dev_num_src, int async_arg_src);

/* Appendix A.2.1: CUDA interoperability */
void *acc_get_current_cuda_device(void);
void *acc_get_current_cuda_context(void);
void *acc_get_cuda_stream(int async);
void acc_set_cuda_stream(int async, void *stream);

#ifdef __cplusplus
}
#endif

#endif /* OXACC_OPENACC_H */
