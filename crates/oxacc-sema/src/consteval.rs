//! Integer constant expressions.
//!
//! Values are computed bottom-up while expressions are typed (`expr.rs` folds each operator
//! when its operands have values), so `Sema::eval_int` is a table lookup and no second walk
//! over the AST is needed. This module holds the pure arithmetic.

/// Byte-swaps the low `bytes` bytes of `v` (`__builtin_bswap16/32/64`).
pub fn bswap(v: i128, bytes: u32) -> i128 {
    let mut out: u128 = 0;
    let u = v as u128;
    for i in 0..bytes {
        out = (out << 8) | ((u >> (8 * i)) & 0xff);
    }
    out as i128
}

#[cfg(test)]
mod tests {
    #[test]
    fn bswap_swaps() {
        assert_eq!(super::bswap(0x1234, 2), 0x3412);
        assert_eq!(super::bswap(0x11223344, 4), 0x44332211);
    }
}
