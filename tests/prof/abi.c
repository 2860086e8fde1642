/* acc_prof.h against the spec's ABI (chapter 5, LP64): enumeration values, field offsets and
 * the valid_bytes of 5.2.1 (offset of the last field + its size). Compiled by
 * crates/oxacc-rt/tests/api_programs.rs (headers_compile_as_cxx); a difference is a compile
 * error. */
#include <acc_prof.h>
#include <stddef.h>

#define CHECK(c) _Static_assert(c, #c)

CHECK(acc_ev_none == 0 && acc_ev_device_init_start == 1 && acc_ev_runtime_shutdown == 5);
CHECK(acc_ev_create == 6 && acc_ev_free == 9 && acc_ev_enter_data_start == 10);
CHECK(acc_ev_update_end == 15 && acc_ev_compute_construct_start == 16);
CHECK(acc_ev_enqueue_launch_start == 18 && acc_ev_enqueue_upload_start == 20);
CHECK(acc_ev_enqueue_download_end == 23 && acc_ev_wait_end == 25 && acc_ev_error == 100);
CHECK(acc_construct_parallel == 0 && acc_construct_kernels == 1 && acc_construct_data == 3);
CHECK(acc_construct_update == 12 && acc_construct_wait == 14);
CHECK(acc_construct_runtime_api == 15 && acc_construct_serial == 16);
CHECK(acc_reg == 0 && acc_toggle == 1 && acc_toggle_per_thread == 2);
CHECK(acc_device_api_none == 0 && acc_device_api_cuda == 1 && acc_device_api_opencl == 2);
CHECK(acc_device_api_other == 4 && acc_device_api_implementation_defined == 1000);
CHECK(acc_error_none == 0 && acc_error_invalid_data_section == 16);

CHECK(offsetof(acc_prof_info, async) == 24 && offsetof(acc_prof_info, src_file) == 40);
CHECK(offsetof(acc_prof_info, line_no) == 56);
CHECK(offsetof(acc_prof_info, func_end_line_no) + sizeof(int) == 72);
CHECK(offsetof(acc_data_event_info, tool_info) == 16);
CHECK(offsetof(acc_data_event_info, device_ptr) + sizeof(void *) == 56);
CHECK(offsetof(acc_launch_event_info, kernel_name) == 24);
CHECK(offsetof(acc_launch_event_info, num_gangs_per_dim) + sizeof(size_t *) == 64);
CHECK(offsetof(acc_error_event_info, runtime_info) + sizeof(size_t) == 48);
CHECK(offsetof(acc_other_event_info, tool_info) + sizeof(void *) == 24);
CHECK(offsetof(acc_api_info, async_handle) + sizeof(void *) == 40);
CHECK(sizeof(acc_event_info) == 64);
CHECK(sizeof(acc_callback_info) == sizeof(acc_prof_info));
