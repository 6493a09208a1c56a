#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| janggi_rules_fuzz::relay_msg(data));
