//! Typed arenas (in the style of naga): nodes live in a `Vec` and are named by a
//! [`Handle<T>`], a typed 32-bit index. Handles are `Copy`, comparable and hashable, so passes
//! can key side tables (types of expressions, symbols of declarations) by them.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;

/// A typed index into an [`Arena<T>`].
pub struct Handle<T> {
    index: u32,
    _marker: PhantomData<fn() -> T>,
}

impl<T> Handle<T> {
    /// The handle of the `index`-th element. Only meaningful for the arena it came from.
    pub const fn from_index(index: usize) -> Handle<T> {
        Handle {
            index: index as u32,
            _marker: PhantomData,
        }
    }

    /// The position of the node in its arena (0-based); handy for side tables (`Vec` by index).
    pub const fn index(self) -> usize {
        self.index as usize
    }
}

impl<T> Clone for Handle<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Handle<T> {}
impl<T> PartialEq for Handle<T> {
    fn eq(&self, other: &Self) -> bool {
        self.index == other.index
    }
}
impl<T> Eq for Handle<T> {}
impl<T> PartialOrd for Handle<T> {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl<T> Ord for Handle<T> {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.index.cmp(&other.index)
    }
}
impl<T> Hash for Handle<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.index.hash(state)
    }
}
impl<T> fmt::Debug for Handle<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = std::any::type_name::<T>();
        let short = name.rsplit("::").next().unwrap_or(name);
        write!(f, "{}#{}", short, self.index)
    }
}

/// A growable store of `T` named by [`Handle<T>`].
#[derive(Clone)]
pub struct Arena<T> {
    data: Vec<T>,
}

impl<T> Default for Arena<T> {
    fn default() -> Self {
        Arena { data: Vec::new() }
    }
}

impl<T> Arena<T> {
    pub fn new() -> Arena<T> {
        Arena::default()
    }

    /// Reserves room for `additional` more nodes (the parser sizes arenas from the token
    /// count, avoiding repeated regrowth and copying on big files).
    pub fn reserve(&mut self, additional: usize) {
        self.data.reserve(additional);
    }

    /// Adds `value` and returns its handle.
    pub fn alloc(&mut self, value: T) -> Handle<T> {
        let h = Handle::from_index(self.data.len());
        self.data.push(value);
        h
    }

    pub fn get(&self, h: Handle<T>) -> Option<&T> {
        self.data.get(h.index())
    }

    pub fn len(&self) -> usize {
        self.data.len()
    }

    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// Every `(handle, node)` in allocation order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (Handle<T>, &T)> + ExactSizeIterator {
        self.data
            .iter()
            .enumerate()
            .map(|(i, v)| (Handle::from_index(i), v))
    }
}

/// Indexing panics only for a handle from another arena, which is a bug of the caller (never a
/// property of the input).
impl<T> std::ops::Index<Handle<T>> for Arena<T> {
    type Output = T;
    fn index(&self, h: Handle<T>) -> &T {
        &self.data[h.index()]
    }
}

impl<T> std::ops::IndexMut<Handle<T>> for Arena<T> {
    fn index_mut(&mut self, h: Handle<T>) -> &mut T {
        &mut self.data[h.index()]
    }
}

impl<T: fmt::Debug> fmt::Debug for Arena<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}
